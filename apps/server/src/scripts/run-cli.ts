/**
 * The ending of the backup commands (scripts/backup.ts, restore.ts, migrate-data.ts; README "Backups"):
 * runs `main`, exits with the code it resolves to, and on a BackupError prints its sentence alone (any
 * other error in full) and exits 1.
 */
import { BackupError } from '../db/backup.ts';

export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof BackupError ? err.message : err);
      process.exit(1);
    },
  );
}
