/**
 * The crash scenario both crash tests run: writers keep sending acknowledged
 * writes to one server process while it is killed with SIGKILL (no shutdown code runs: like a power cut
 * of the process, an OOM kill or `kill -9`) and started again on the same data, `rounds` times. Writers
 * whose request failed while the server was down send it again until the new process acknowledges it.
 * Returns the last server process (running) and the stopped writers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerProcess } from './server-process.ts';
import type { Writers } from './writers.ts';

export async function crashRounds(
  first: ServerProcess,
  writers: Writers,
  options: { rounds: number; writesPerRound: number },
): Promise<{ server: ServerProcess; kills: number }> {
  let server = first;
  for (let round = 0; round < options.rounds; round += 1) {
    await writers.waitFor(options.writesPerRound);
    // Kill while writes are in flight (the writers never pause), then give them time to fail.
    const code = await server.kill('SIGKILL');
    if (code !== null)
      throw new Error(`The server exited with ${code} before it was killed:\n${server.output()}`);
    await sleep(200);
    server = await server.restart();
  }
  await writers.waitFor(options.writesPerRound);
  await writers.stop();
  return { server, kills: options.rounds };
}
