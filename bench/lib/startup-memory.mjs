// Preloaded (`node --import`) into a server process by bench/startup.ts: on SIGUSR2 it writes where the
// process's memory is, as JSON, to the file named by STARTUP_MEMORY_FILE: process.memoryUsage() (bytes:
// rss, heapTotal, heapUsed, external — which counts PGlite's whole WebAssembly memory, reserved or
// not — arrayBuffers) and V8's heap spaces (physical bytes). Loads nothing else, so it adds no memory
// worth counting.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]),
  );
  writeFileSync(
    process.env.STARTUP_MEMORY_FILE ?? '/dev/null',
    JSON.stringify({ ...process.memoryUsage(), spaces }),
  );
});
