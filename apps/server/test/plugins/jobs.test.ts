import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { build, buildAnother, type TestContext } from '../support/build.ts';
import { collectLogs } from '../support/logs.ts';

/** The state pg-boss holds for job `id` ("created", "retry", "active", "completed", "failed"…). */
async function jobState(t: TestContext, id: string): Promise<string | undefined> {
  const { rows } = await t.database.sql.executeSql('select state from pgboss.job where id = $1', [id]);
  return rows[0]?.state as string | undefined;
}

/** Resolves once `check()` is true, polling every 25 ms for up to 10 s (it waits for it, never times it). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Still waiting for ${what} after 10 s.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The job queue (README "Jobs"; plugins/jobs.ts) on PGlite, through queues of the test's own. */
describe('jobs', () => {
  let t: TestContext;
  const { logs, logger } = collectLogs();
  let now = new Date('2027-03-01T10:00:00Z');
  /** What each queue's handler saw, in order. */
  const counted: number[] = [];
  const attempts = new Map<string, number>();
  const givenUp: string[] = [];
  const children: number[] = [];
  const seen: string[] = [];
  /** Jobs of test.together running now, the most seen at once, and what lets them finish. */
  let together = 0;
  let mostTogether = 0;
  let release: () => void = () => {};
  let released = new Promise<void>((resolve) => (release = resolve));

  /** The test's queues, defined on `app` before it is ready (on every app of the file's database). */
  const defineQueues = (app: App) => {
    app.jobs.define<{ n: number }>({
      name: 'test.count',
      handler: async ({ n }) => {
        counted.push(n);
      },
    });
    app.jobs.define<{ key: string; failures: number }>({
      name: 'test.flaky',
      retryLimit: 2,
      handler: async ({ key, failures }) => {
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        if (attempt <= failures) throw new Error(`attempt ${attempt} of ${key} failed`);
      },
      onGiveUp: ({ key }) => {
        givenUp.push(key);
      },
    });
    app.jobs.define<{ children: number }>({
      name: 'test.parent',
      handler: async ({ children: count }) => {
        for (let i = 0; i < count; i += 1) await app.jobs.send('test.child', { n: i });
      },
    });
    app.jobs.define<{ n: number }>({
      name: 'test.child',
      handler: async ({ n }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        children.push(n);
      },
    });
    app.jobs.define({
      name: 'test.together',
      concurrency: 3,
      handler: async () => {
        together += 1;
        mostTogether = Math.max(mostTogether, together);
        await released;
        together -= 1;
      },
    });
    app.jobs.define({
      name: 'test.clock',
      handler: async () => {
        seen.push(app.now().toISOString());
      },
    });
  };

  beforeAll(async () => {
    t = await build({}, { logger, clock: () => now, beforeReady: defineQueues });
  });
  afterAll(() => t.close());

  it('runs a job sent once, exactly once', async () => {
    const id = await t.app.jobs.send('test.count', { n: 1 });
    await t.app.jobs.idle();
    expect(counted).toEqual([1]);
    expect(await jobState(t, id!)).toBe('completed');
    // Another job goes through the same worker afterwards; the first is not run again.
    await t.app.jobs.run('test.count', { n: 2 });
    expect(counted).toEqual([1, 2]);
  });

  it('retries a failing job until it succeeds, logging each failure as a warning', async () => {
    await t.app.jobs.run('test.flaky', { key: 'twice', failures: 2 });
    expect(attempts.get('twice')).toBe(3);
    expect(givenUp).toEqual([]);
    const retried = logs.filter((l) => l.msg === 'job test.flaky failed; it will be retried');
    expect(retried.map((l) => [l.level, l.attempt, l.retriesLeft])).toEqual([
      [40, 1, 2],
      [40, 2, 1],
    ]);
  });

  it('gives a job up after its retries, with one error log line, and never runs it again', async () => {
    const id = await t.app.jobs.send('test.flaky', { key: 'always', failures: 99 });
    await t.app.jobs.idle();
    // The first attempt and retryLimit (2) retries.
    expect(attempts.get('always')).toBe(3);
    expect(givenUp).toEqual(['always']);
    expect(await jobState(t, id!)).toBe('failed');
    const errors = logs.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      msg: 'job test.flaky failed 3 times; giving up',
      queue: 'test.flaky',
      job: id,
      attempts: 3,
      err: { message: 'attempt 3 of always failed' },
    });
    // Later jobs of the queue run; the given-up one stays given up.
    await t.app.jobs.run('test.flaky', { key: 'later', failures: 0 });
    await t.app.jobs.run('test.flaky', { key: 'later', failures: 0 });
    expect(attempts.get('later')).toBe(2);
    expect(attempts.get('always')).toBe(3);
    expect(logs.filter((l) => l.level === 50)).toHaveLength(1);
  });

  it('idle() also waits for the jobs that running jobs send', async () => {
    await t.app.jobs.send('test.parent', { children: 5 });
    await t.app.jobs.idle();
    expect(children.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs up to a queue’s concurrency of its jobs at once, and the rest as places free up', async () => {
    for (let i = 0; i < 5; i += 1) await t.app.jobs.send('test.together');
    // Three jobs start and wait for each other: a queue of one worker would never get there.
    await until(() => together === 3, 'three jobs of test.together to run at once');
    release();
    await t.app.jobs.idle(['test.together']);
    expect(together).toBe(0);
    expect(mostTogether).toBe(3);
    released = new Promise<void>((resolve) => (release = resolve));
  });

  it("handlers read the app's clock, which the test moves", async () => {
    await t.app.jobs.run('test.clock');
    now = new Date('2031-07-04T18:30:00Z');
    await t.app.jobs.run('test.clock');
    expect(seen).toEqual(['2027-03-01T10:00:00.000Z', '2031-07-04T18:30:00.000Z']);
  });

  it('a job stored while no worker runs survives a restart and runs once on the next start', async () => {
    const before = counted.length;
    // Shutting down: the workers have stopped, but a request still finishing sends a job.
    await t.app.jobs.stop();
    const id = await t.app.jobs.send('test.count', { n: 42 });
    await t.app.close();
    expect(counted).toHaveLength(before);
    expect(await jobState(t, id!)).toBe('created');

    // The next start, on the same database: the stored job runs there, once.
    const next = await buildAnother(t, {}, { clock: () => now, beforeReady: defineQueues });
    try {
      await until(async () => (await jobState(t, id!)) === 'completed', 'the stored job to complete');
      await next.app.jobs.run('test.count', { n: 43 });
      expect(counted.slice(before)).toEqual([42, 43]);
    } finally {
      await next.close();
    }
  });
});
