/**
 * The push sender's address guard (README "Notifications", Web Push): a DNS name is resolved when a
 * push is sent, and a name that resolves only to loopback, private or link-local addresses is never
 * connected to — unless PUSH_ALLOW_HOSTS lists it. `localhost` resolves to 127.0.0.1 here (/etc/hosts),
 * standing in for a public-looking name pointed at an inside address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { guardedLookup, RefusedAddressError } from '../../../src/modules/push/addresses.ts';
import { createPushSender } from '../../../src/modules/push/sender.ts';
import { startPushReceiver, type PushReceiver } from './receiver.ts';

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
