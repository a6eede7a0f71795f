/**
 * The scenario of README "Notifications", Delivery, shared by the PGlite and the PostgreSQL tests: member
 * A has subscribed 20 browsers at a push service that never answers (tarpit.ts), member B one browser at
 * a working one (receiver.ts); C writes a direct message to A, then, 1.5 s later, one to B. B's push must
 * not wait for A's.
 */
import { expect } from 'vitest';
import type { PushPayload } from '@turnout/shared';
import type { App } from '../../../src/app.ts';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../src/modules/push/service.ts';
import type { TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import type { PushReceiver } from './receiver.ts';
import type { Tarpit } from './tarpit.ts';

/** C's direct message to `to`, posted through `app`. */
export async function directMessage(t: TestContext, app: App, from: TestUser, to: TestUser, content: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/chat/message',
    headers: t.auth(from),
    payload: { type: 'direct', recipient_id: to.id, content },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** Subscribes `body` (a browser's PushSubscription JSON) for `user` through `app`. */
export async function subscribe(t: TestContext, app: App, user: TestUser, body: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: t.auth(user),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * Runs the scenario through `apps` (requests alternate between them) and resolves with B's push as B's
 * browser decrypts it, how many milliseconds after B's message it arrived, and how many connections the
 * tarpit had accepted by then.
 */
export async function bystanderAfterTarpit(
  t: TestContext,
  apps: App[],
  receiver: PushReceiver,
  tarpit: Tarpit,
): Promise<{ payload: PushPayload; waitedMs: number; tarpitConnections: number }> {
  const via = (i: number) => apps[i % apps.length]!;
  const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t, { name: 'Cleo' })];
  await createGroup(t, c, { members: [a, b] });
  for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_USER; i += 1) await subscribe(t, via(i), a, tarpit.endpoint());
  const phone = receiver.device();
  await subscribe(t, via(1), b, phone.subscription);

  await directMessage(t, via(0), c, a, 'Are you coming on Thursday?');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await directMessage(t, via(1), c, b, 'Bibs are in my car');
  const sentAt = Date.now();
  const [push] = await receiver.pushes(phone, 1);
  const waitedMs = Date.now() - sentAt;
  return { payload: phone.decrypt(push!), waitedMs, tarpitConnections: tarpit.connections() };
}
