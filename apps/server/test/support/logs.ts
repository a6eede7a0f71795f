/**
 * collectLogs(): a pino logger for build()'s `logger` option that writes every JSON log line into
 * `logs`, so a test can read what the app logged.
 *
 *   const { logs, logger } = collectLogs();
 *   const t = await build({}, { logger });
 */
import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/lib/logging.ts';

/** A logger (level info) writing every JSON line, parsed, into `logs`. */
export function collectLogs() {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  return { logs, logger: { ...(loggerOptions('info') as object), stream } };
}
