import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../test/build.ts';
import { createUser } from '../test/factories.ts';
import { closeClients, connectClient, listen } from '../test/sockets.ts';

describe('socket.io gateway handshake', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await build();
    base = await listen(t);
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('accepts a valid token and refuses a missing or forged one', async () => {
    const user = await createUser(t);
    const socket = await connectClient(base, user.token);
    expect(socket.connected).toBe(true);
    await expect(connectClient(base, undefined)).rejects.toThrow('Please log in to continue.');
    await expect(connectClient(base, `${user.token}x`)).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
  });
});
