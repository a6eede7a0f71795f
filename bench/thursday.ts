/** Placeholder until bench/README.md describes this benchmark: fails, so `npm run bench` cannot pass without it. */
import { BenchFailure, benchMain } from './lib/report.ts';

benchMain(async () => {
  throw new BenchFailure('bench/thursday.ts is not written yet');
});
