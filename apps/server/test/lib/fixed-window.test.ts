/**
 * The rate limits' counters (lib/fixed-window.ts) on the clock they are given: a window opens at a key's
 * first call, lasts its length on that clock, and is not pushed back by calls while it is open; in
 * memory, in Redis (when REDIS_URL is set), and in memory when Redis is unreachable.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { insuredWindows, memoryWindows, redisWindows, type WindowStore } from '../../src/lib/fixed-window.ts';

/** A clock that moves only when the test says so. */
function testClock() {
  let ms = 1_700_000_000_000;
  return { now: () => ms, advance: (seconds: number) => void (ms += seconds * 1000) };
}
const key = () => `fixed-window-test:${randomBytes(6).toString('hex')}`;
const MINUTE = 60_000;

const redisUrl = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(() => Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect()))));

const stores: [string, (now: () => number) => WindowStore][] = [['memory', memoryWindows]];
if (redisUrl) {
  stores.push([
    'redis',
    (now) => {
      const client = new Redis(redisUrl);
      clients.push(client);
      return redisWindows(client, now);
    },
  ]);
}

describe.each(stores)('fixed windows (%s)', (_name, makeStore) => {
  it('counts within a window that opens at the first call and ends on the given clock', async () => {
    const clock = testClock();
    const store = makeStore(clock.now);
    const k = key();
    expect(await store.add(k, 1, 15 * MINUTE)).toEqual({ count: 1, msLeft: 15 * MINUTE });
    clock.advance(10 * 60);
    expect(await store.add(k, 1, 15 * MINUTE)).toEqual({ count: 2, msLeft: 5 * MINUTE });
    clock.advance(5 * 60 - 1);
    expect(await store.add(k, 1, 15 * MINUTE)).toEqual({ count: 3, msLeft: 1000 });
    clock.advance(1);
    // The window is over: a new one opens with this call.
    expect(await store.add(k, 1, 15 * MINUTE)).toEqual({ count: 1, msLeft: 15 * MINUTE });
  });

  it('gives points back without going below zero, and forgets a cleared key', async () => {
    const clock = testClock();
    const store = makeStore(clock.now);
    const k = key();
    await store.add(k, 1, MINUTE);
    await store.giveBack(k);
    await store.giveBack(k);
    expect((await store.add(k, 1, MINUTE)).count).toBe(1);
    await store.add(k, 1, MINUTE);
    await store.clear(k);
    expect(await store.add(k, 1, MINUTE)).toEqual({ count: 1, msLeft: MINUTE });
    // Nothing to give back once the window is over.
    clock.advance(60);
    await store.giveBack(k);
    expect((await store.add(k, 1, MINUTE)).count).toBe(1);
  });
});

describe('Redis insured by memory', () => {
  it('keeps counting in memory while Redis cannot be reached', async () => {
    const clock = testClock();
    // Nothing listens on port 1; no offline queue, so each command fails at once.
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => {});
    clients.push(down);
    const memory = memoryWindows(clock.now);
    const store = insuredWindows(redisWindows(down, clock.now), memory);
    const k = key();
    for (let i = 1; i <= 3; i += 1) expect((await store.add(k, 1, MINUTE)).count).toBe(i);
    expect((await memory.add(k, 0, MINUTE)).count).toBe(3);
  });
});
