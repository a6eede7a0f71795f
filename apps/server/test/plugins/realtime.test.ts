import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';
import { createUser } from '../support/factories.ts';
import { serverEvents } from '@turnout/shared';
import { closeClients, connectClient, listen, nextEvent } from '../support/sockets.ts';

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

  it("accepts no Origin, APP_URL's origin or the request's own, and refuses a foreign one", async () => {
    const user = await createUser(t);
    expect((await connectClient(base, user.token)).connected).toBe(true);
    expect((await connectClient(base, user.token, { origin: base })).connected).toBe(true);
    // build() leaves APP_URL unset: http://localhost:3000.
    expect((await connectClient(base, user.token, { origin: 'http://localhost:3000' })).connected).toBe(true);
    await expect(connectClient(base, user.token, { origin: 'https://evil.example' })).rejects.toThrow(
      'This site may not connect to Turnout.',
    );
  });
});

describe('socket.io gateway on shutdown', () => {
  it('warns its sockets and drops them so that socket.io reconnects them by itself', async () => {
    const t = await build();
    try {
      const base = await listen(t);
      const user = await createUser(t);
      const socket = await connectClient(base, user.token);
      const warned = nextEvent<{ reconnect: boolean }>(socket, serverEvents.serverRestart);
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await t.app.close();
      expect(await warned).toEqual({ reconnect: true });
      // "transport close" is a reason the client reconnects after; "io server disconnect" would not be.
      expect(await reason).toBe('transport close');
    } finally {
      closeClients();
      await t.close();
    }
  });
});
