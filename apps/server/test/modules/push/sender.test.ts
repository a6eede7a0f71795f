/**
 * The push sender's address guard (README "Notifications", Web Push): a DNS name is resolved when a
 * push is sent, and a name that resolves only to loopback, private or link-local addresses is never
 * connected to — unless PUSH_ALLOW_HOSTS lists it. `localhost` resolves to 127.0.0.1 here (/etc/hosts),
 * standing in for a public-looking name pointed at an inside address.
 *
 * Its deadline (README "Notifications", Delivery): a push service that trickles its answer one byte a
 * second, so that the connection is never idle, is cut off at the overall deadline all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { guardedLookup, RefusedAddressError } from '../../../src/modules/push/addresses.ts';
import {
  createPushSender,
  PUSH_DEADLINE_MS,
  PushUnreachableError,
} from '../../../src/modules/push/sender.ts';
import { startPushReceiver, type PushReceiver } from './receiver.ts';
import { startTarpit, startTrickle } from './tarpit.ts';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

const payload = {
  title: 'Turnout',
  body: 'You are in',
  url: 'https://turnout.example/games/1',
  tag: 'game-1',
};

function lookup(hostname: string, all: boolean) {
  return new Promise<unknown>((resolve, reject) =>
    guardedLookup(hostname, { all }, (err, address) => (err ? reject(err) : resolve(address))),
  );
}

describe('the sender’s DNS guard', () => {
  it('refuses a name that resolves to loopback, asked for one address or all', async () => {
    await expect(lookup('localhost', false)).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(lookup('localhost', true)).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('never connects to such a name, and does when PUSH_ALLOW_HOSTS lists it', async () => {
    const keys = webPush.generateVAPIDKeys();
    const options = { keys, subject: 'mailto:admin@turnout.example', extraCa: [receiver.cert] };
    const guarded = createPushSender({ ...options, allowHosts: [] });
    const allowed = createPushSender({ ...options, allowHosts: [`localhost:${receiver.port}`] });
    try {
      const refused = receiver.device('localhost');
      const row = { endpoint: refused.subscription.endpoint, ...refused.subscription.keys };
      await expect(guarded.send(row, payload)).rejects.toBeInstanceOf(RefusedAddressError);
      expect(receiver.received(refused)).toEqual([]);

      const listed = receiver.device('localhost');
      await allowed.send({ endpoint: listed.subscription.endpoint, ...listed.subscription.keys }, payload);
      const [push] = await receiver.pushes(listed, 1);
      expect(listed.decrypt(push!)).toEqual(payload);
    } finally {
      guarded.close();
      allowed.close();
    }
  });
});

describe('the sender’s deadline', () => {
  it('is 10 s for connect, TLS and answer together', () => {
    expect(PUSH_DEADLINE_MS).toBe(10_000);
  });

  it('cuts off a push service that trickles its answer a byte a second, and one that never answers', async () => {
    const trickle = await startTrickle();
    const tarpit = await startTarpit();
    const keys = webPush.generateVAPIDKeys();
    // A shorter deadline than production's, so the test waits 1.5 s, not 10.
    const sender = createPushSender({
      keys,
      subject: 'mailto:admin@turnout.example',
      allowHosts: [trickle.allowHost, tarpit.allowHost],
      extraCa: [trickle.cert],
      deadlineMs: 1500,
    });
    try {
      const slow = trickle.endpoint();
      const sent = sender.send({ endpoint: slow.endpoint, ...slow.keys }, payload);
      await expect(sent).rejects.toBeInstanceOf(PushUnreachableError);
      await expect(sent).rejects.toMatchObject({ reason: 'no answer within 1500 ms' });
      // The far end was sending (never idle) when the sender closed the connection.
      await trickle.closedByClient();
      expect(trickle.bytesSent()).toBeGreaterThan(0);

      // Accepted, and not a byte back: the TLS handshake never ends.
      const silent = tarpit.endpoint();
      await expect(sender.send({ endpoint: silent.endpoint, ...silent.keys }, payload)).rejects.toMatchObject(
        {
          name: 'PushUnreachableError',
          reason: 'no answer within 1500 ms',
        },
      );
      expect(tarpit.connections()).toBe(1);
    } finally {
      sender.close();
      await trickle.close();
      await tarpit.close();
    }
  });
});
