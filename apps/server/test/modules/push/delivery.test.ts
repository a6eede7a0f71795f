/**
 * Web Push delivery end to end (README "Notifications", Web Push): browsers with keys the test made
 * subscribe through the API to an HTTPS push service on loopback (receiver.ts, allowed by
 * PUSH_ALLOW_HOSTS, its certificate trusted through the test-only `push.extraCa`); a promotion and a
 * reminder arrive as RFC 8291 aes128gcm payloads signed with our VAPID key (RFC 8292), which the
 * test decrypts as a browser would — the reminder with "I'm in" / "I'm out" one-tap links for that
 * person and game. A 404 or 410 deletes the subscription, other 4xx are tried once, a 500 or a dropped
 * connection is retried until delivered; settings and muted groups stop the pushes they should.
 */
import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeWhen, PRODUCT_NAME, type Game } from '@turnout/shared';
import { notificationMutes, notificationSettings, pushSubscriptions, users } from '../../../src/db/schema.ts';
import { loggerOptions } from '../../../src/lib/logging.ts';
import { REMINDER_SWEEP_QUEUE } from '../../../src/modules/reminders/service.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { startPushReceiver, type Device, type PushReceiver, type ReceivedPush } from './receiver.ts';

const APP_URL = 'https://turnout.example';
let now = new Date('2027-03-01T10:00:00Z');
let receiver: PushReceiver;
let dataDir: string;
let t: TestContext;
/** The app's log lines (level info and up). */
const lines: string[] = [];

beforeAll(async () => {
  receiver = await startPushReceiver();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-push-delivery-'));
  t = await build(
    { APP_URL, DATA_DIR: dataDir, PUSH_ALLOW_HOSTS: receiver.allowHost },
    {
      clock: () => now,
      push: { extraCa: [receiver.cert] },
      logger: {
        ...(loggerOptions('info') as object),
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Until every delivery queued so far, every push it queued and every retry of those has finished. */
async function settle() {
  await t.app.mailer.idle();
  await t.app.jobs.idle();
}

/** A new browser of `user`, subscribed through the API. */
async function subscribedDevice(user: TestUser): Promise<Device> {
  const device = receiver.device();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: t.auth(user),
    payload: device.subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
  return device;
}

/**
 * Log lines name the push service's host, never an endpoint's path (whoever knows it can push to that
 * browser); `said` are sentences some line must contain.
 */
function expectLogsWithoutEndpoints(devices: Device[], said: string[]) {
  for (const device of devices) {
    const secret = device.path.split('/').pop()!;
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
  for (const sentence of said)
    expect(
      lines.some((line) => line.includes(sentence)),
      sentence,
    ).toBe(true);
}

/** `user`'s newest notification in the list, as GET /api/notifications shows it. */
async function newestNotification(user: TestUser): Promise<{ message: string; link: string | null }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: t.auth(user) });
  return res.json().notifications[0];
}

const inject = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(user), payload });

/**
 * A game with room for one (three days after the clock): `filler` in, `reserves` queued in order; then
 * `filler` answers out through the API and the first reserve is promoted.
 */
async function promotion(admin: TestUser, groupId: number, filler: TestUser, ...reserves: TestUser[]) {
  const game = await createGame(t, groupId, admin, { maxPlayers: 1, gameDatetime: addDays(now, 3) });
  await setRsvp(t, game.id, filler.id, 'in');
  for (const r of reserves) await setRsvp(t, game.id, r.id, 'reserves');
  const res = await inject(filler, 'POST', '/api/rsvps', { gameId: game.id, status: 'out' });
  expect(res.statusCode, res.body).toBe(200);
  return game;
}

/**
 * A game with room for one (`filler` in) and two reserves; the admin raises max_players to 3 through
 * the API, which promotes both reserves in one change (one delivery batch).
 */
async function bothPromoted(admin: TestUser, groupId: number, filler: TestUser, ...reserves: TestUser[]) {
  const game = await createGame(t, groupId, admin, { maxPlayers: 1, gameDatetime: addDays(now, 3) });
  await setRsvp(t, game.id, filler.id, 'in');
  for (const r of reserves) await setRsvp(t, game.id, r.id, 'reserves');
  const res = await inject(admin, 'PUT', `/api/games/${game.id}`, {
    description: game.description,
    game_datetime: game.gameDatetime.toISOString(),
    venue: game.venue,
    max_players: 1 + reserves.length,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * "Friday five", posted by `admin` through the API: kick-off 5 Mar 19:00Z, no cutoff, so the reminder is
 * due reminder_hours (24) before, 4 Mar 19:00Z.
 */
async function postFridayFive(admin: TestUser, groupId: number): Promise<Game> {
  const created = await inject(admin, 'POST', '/api/games', {
    group_id: groupId,
    description: 'Friday five',
    game_datetime: '2027-03-05T19:00:00.000Z',
    max_players: 10,
    rsvp_cutoff: 0,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Game>();
}

/** A group of an admin and `size` players. */
async function team(size: number) {
  const admin = await createUser(t, { name: 'Ada' });
  const players: TestUser[] = [];
  for (let i = 0; i < size; i += 1) players.push(await createUser(t));
  const group = await createGroup(t, admin, { members: players });
  return { admin, players, group };
}

/** The claims of the VAPID JWT in a push's Authorization header, checked against our public key. */
function vapidClaims(push: ReceivedPush, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
  expect(match, 'Authorization: vapid t=…, k=…').not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the VAPID JWT is signed with our key').toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}

describe('a push', () => {
  it('tells a promoted reserve, encrypted for their browser (aes128gcm) and signed with our VAPID key', async () => {
    const { admin, players, group } = await team(2);
    const [filler, reserve] = players as [TestUser, TestUser];
    const phone = await subscribedDevice(reserve);
    const game = await promotion(admin, group.id, filler, reserve);

    const [push] = await receiver.pushes(phone, 1);
    const notification = await newestNotification(reserve);
    expect(notification.message).toMatch(/^You're in! Promoted to the main team/);
    expect(phone.decrypt(push!)).toEqual({
      title: PRODUCT_NAME,
      body: notification.message,
      url: `${APP_URL}/games/${game.id}`,
      // A later push of the same kind about the same game replaces this one on the device.
      tag: `team_changes:/games/${game.id}`,
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(24 * 3600));
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    const claims = vapidClaims(push!, publicKey);
    expect(claims.aud).toBe(`https://${receiver.allowHost}`);
    expect(claims.sub).toBe('mailto:no-reply@turnout.example');
  });

  it('replaces the push of a game as its changes coalesce: the newest change, and how many', async () => {
    const { admin, players, group } = await team(2);
    const [filler, reserve] = players as [TestUser, TestUser];
    const phone = await subscribedDevice(reserve);
    const game = await promotion(admin, group.id, filler, reserve);
    await receiver.pushes(phone, 1);
    const res = await inject(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: reserve.id });
    expect(res.statusCode, res.body).toBe(200);

    const pushes = await receiver.pushes(phone, 2);
    // One notification row for the game, listing both (docs/decisions/012-coalescing-game-changes.md).
    const notification = await newestNotification(reserve);
    expect(notification.message.split('\n')).toHaveLength(3);
    expect(phone.decrypt(pushes[1]!)).toEqual({
      title: `${PRODUCT_NAME}: 2 changes to this game`,
      body: notification.message.split('\n')[2],
      url: `${APP_URL}/games/${game.id}`,
      tag: `team_changes:/games/${game.id}`,
    });
  });

  it('reminds a player who has not answered, with "I\'m in" and "I\'m out" one-tap links', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, players, group } = await team(1);
    const [player] = players as [TestUser];
    const phone = await subscribedDevice(player);
    const game = await postFridayFive(admin, group.id);
    await settle();
    // The "new game" push came first.
    const before = receiver.received(phone).length;
    expect(before).toBe(1);

    now = new Date('2027-03-04T19:00:00Z');
    await t.app.jobs.run(REMINDER_SWEEP_QUEUE);
    const pushes = await receiver.pushes(phone, before + 1);
    const payload = phone.decrypt(pushes[before]!);
    const notification = await newestNotification(player);
    expect(notification.message).toMatch(/^Are you playing\? Friday five/);
    expect(payload).toMatchObject({
      title: PRODUCT_NAME,
      body: notification.message,
      url: `${APP_URL}/games/${game.id}`,
      tag: `reminders:/games/${game.id}`,
    });
    expect(payload.actions).toEqual([
      { action: 'in', title: "I'm in", url: expect.stringMatching(`^${APP_URL}/rsvp/[^/?]+\\?status=in$`) },
      {
        action: 'out',
        title: "I'm out",
        url: expect.stringMatching(`^${APP_URL}/rsvp/[^/?]+\\?status=out$`),
      },
    ]);
    // Each link answers for this player and this game.
    for (const action of payload.actions!) {
      const token = new URL(action.url).pathname.split('/').pop()!;
      const res = await t.app.inject({ method: 'GET', url: `/api/rsvp-links/${token}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ game: { id: game.id }, user: { name: player.name }, status: null });
    }
  });

  it('goes to every browser of the person, and a 404 or 410 deletes that subscription while another 4xx is tried once', async () => {
    const { admin, players, group } = await team(2);
    const [filler, reserve] = players as [TestUser, TestUser];
    const gone = await subscribedDevice(reserve);
    const expired = await subscribedDevice(reserve);
    const refusing = await subscribedDevice(reserve);
    const fine = await subscribedDevice(reserve);
    receiver.answer(gone, 410);
    receiver.answer(expired, 404);
    receiver.answer(refusing, 400);
    await promotion(admin, group.id, filler, reserve);
    await receiver.pushes(fine, 1);
    await settle();

    for (const device of [gone, expired, refusing, fine]) expect(receiver.received(device)).toHaveLength(1);
    const left = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, reserve.id));
    expect(left.map((r) => r.endpoint).sort()).toEqual(
      [refusing.subscription.endpoint, fine.subscription.endpoint].sort(),
    );
    expectLogsWithoutEndpoints(
      [gone, expired, refusing, fine],
      [
        `push service at ${receiver.allowHost} answered 410: subscription deleted`,
        `push service at ${receiver.allowHost} answered 404: subscription deleted`,
        `push service at ${receiver.allowHost} refused a push with 400; not retried`,
      ],
    );
  });

  it('is retried after a 500 and a dropped connection, then delivered', async () => {
    const { admin, players, group } = await team(2);
    const [filler, reserve] = players as [TestUser, TestUser];
    const phone = await subscribedDevice(reserve);
    receiver.answer(phone, 500, 'hang-up');
    const game = await promotion(admin, group.id, filler, reserve);

    const pushes = await receiver.pushes(phone, 3);
    expect(pushes.map((p) => p.status)).toEqual([500, 'hang-up', 201]);
    // Every attempt carries the same notification.
    const payloads = pushes.map((push) => phone.decrypt(push));
    expect(payloads[0]!.url).toBe(`${APP_URL}/games/${game.id}`);
    expect(payloads[1]).toEqual(payloads[0]);
    expect(payloads[2]).toEqual(payloads[0]);
    await settle();
    expect(receiver.received(phone)).toHaveLength(3);
    const [row] = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.subscription.endpoint));
    expect(row?.userId).toBe(reserve.id);
    expectLogsWithoutEndpoints(
      [phone],
      [`The push service at ${receiver.allowHost} answered 500.`, 'it will be retried'],
    );
  });

  it('stops once the browser unsubscribed', async () => {
    const { admin, players, group } = await team(3);
    const [filler, reserve, other] = players as [TestUser, TestUser, TestUser];
    const phone = await subscribedDevice(reserve);
    const res = await inject(reserve, 'DELETE', '/api/push/subscriptions', {
      endpoint: phone.subscription.endpoint,
    });
    expect(res.statusCode).toBe(200);
    // `other` is promoted by the same change (one delivery batch): their push shows the delivery ran.
    const witness = await subscribedDevice(other);
    await bothPromoted(admin, group.id, filler, reserve, other);
    await receiver.pushes(witness, 1);
    await settle();
    expect(receiver.received(phone)).toEqual([]);
    expect((await newestNotification(reserve)).message).toMatch(/^You're in!/);
  });

  it('stops once its person signed out everywhere: a later direct message reaches none of their browsers', async () => {
    const { players } = await team(3);
    const [sender, signedOut, witness] = players as [TestUser, TestUser, TestUser];
    const [phone, laptop] = [await subscribedDevice(signedOut), await subscribedDevice(signedOut)];
    const witnessPhone = await subscribedDevice(witness);
    const message = (to: TestUser, content: string) =>
      inject(sender, 'POST', '/api/chat/message', { type: 'direct', recipient_id: to.id, content });
    expect((await message(signedOut, 'Before')).statusCode).toBe(201);
    await receiver.pushes(phone, 1);
    await receiver.pushes(laptop, 1);

    const res = await inject(signedOut, 'POST', '/api/users/sign-out-everywhere');
    expect(res.statusCode).toBe(200);
    expect((await message(signedOut, 'Meet at the gate at 7')).statusCode).toBe(201);
    // A message to `witness` after it shows that the deliveries ran.
    expect((await message(witness, 'See you there')).statusCode).toBe(201);
    await receiver.pushes(witnessPhone, 1);
    await settle();
    for (const device of [phone, laptop]) {
      expect(receiver.received(device).map((push) => device.decrypt(push).body)).toEqual(['Before']);
    }
  });
});

describe('settings', () => {
  it('a player who turned team-change pushes off gets none (the notification is still listed)', async () => {
    const { admin, players, group } = await team(3);
    const [filler, quiet, loud] = players as [TestUser, TestUser, TestUser];
    const quietPhone = await subscribedDevice(quiet);
    const loudPhone = await subscribedDevice(loud);
    await t.app.db.insert(notificationSettings).values({ userId: quiet.id, pushTeamChanges: false });

    await bothPromoted(admin, group.id, filler, quiet, loud);

    await receiver.pushes(loudPhone, 1);
    await settle();
    expect(receiver.received(quietPhone)).toEqual([]);
    expect((await newestNotification(quiet)).message).toMatch(/^You're in!/);
  });

  it("a group chat message reaches each member's every browser once, and never the sender's", async () => {
    // The fourth member has no browser subscribed: nothing to push to them, and nothing fails.
    const { players, group } = await team(4);
    const [sender, ann, ben] = players as [TestUser, TestUser, TestUser];
    const senderPhone = await subscribedDevice(sender);
    const annPhones = [await subscribedDevice(ann), await subscribedDevice(ann)];
    const benPhone = await subscribedDevice(ben);
    const sent = await inject(sender, 'POST', '/api/chat/message', {
      type: 'group',
      group_id: group.id,
      content: 'Warm-up at 18:30',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await settle();
    for (const phone of [...annPhones, benPhone]) {
      const pushes = receiver.received(phone);
      expect(pushes).toHaveLength(1);
      expect(phone.decrypt(pushes[0]!)).toMatchObject({ body: 'Warm-up at 18:30' });
    }
    expect(receiver.received(senderPhone)).toEqual([]);
  });

  it('a muted group’s chat is not pushed, a direct message is', async () => {
    const { players, group } = await team(3);
    const [sender, muting, listening] = players as [TestUser, TestUser, TestUser];
    const mutingPhone = await subscribedDevice(muting);
    const listeningPhone = await subscribedDevice(listening);
    await t.app.db.insert(notificationMutes).values({ userId: muting.id, groupId: group.id });

    const sent = await inject(sender, 'POST', '/api/chat/message', {
      type: 'group',
      group_id: group.id,
      content: 'Bibs are in my car',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [heard] = await receiver.pushes(listeningPhone, 1);
    expect(listeningPhone.decrypt(heard!)).toMatchObject({
      body: 'Bibs are in my car',
      url: `${APP_URL}/chat/group/${group.id}`,
    });
    await settle();
    expect(receiver.received(mutingPhone)).toEqual([]);

    const direct = await inject(sender, 'POST', '/api/chat/message', {
      type: 'direct',
      recipient_id: muting.id,
      content: 'Can you bring the pump?',
    });
    expect(direct.statusCode, direct.body).toBe(201);
    const [dm] = await receiver.pushes(mutingPhone, 1);
    expect(mutingPhone.decrypt(dm!)).toMatchObject({
      title: `${sender.name} ${sender.surname}`,
      body: 'Can you bring the pump?',
      url: `${APP_URL}/chat/direct/${sender.id}`,
    });
  });
});

describe('in the reader’s language (README "Languages")', () => {
  const speaks = (user: TestUser, language: 'de' | 'ar') =>
    t.app.db.update(users).set({ language }).where(eq(users.id, user.id));

  it('tells a German reserve of the promotion in German, and the coalesced title says how many in German', async () => {
    const { admin, players, group } = await team(2);
    const [filler, reserve] = players as [TestUser, TestUser];
    await speaks(reserve, 'de');
    const phone = await subscribedDevice(reserve);
    const game = await promotion(admin, group.id, filler, reserve);

    const [push] = await receiver.pushes(phone, 1);
    const when = noticeWhen(game.gameDatetime, 'Africa/Johannesburg', 'de');
    expect(phone.decrypt(push!)).toEqual({
      title: PRODUCT_NAME,
      body: `Du bist dabei! Du bist für Thursday kickabout, ${when} in die Startelf nachgerückt.`,
      url: `${APP_URL}/games/${game.id}`,
      tag: `team_changes:/games/${game.id}`,
    });
    expect((await newestNotification(reserve)).message).toBe(phone.decrypt(push!).body);

    const res = await inject(admin, 'POST', '/api/rsvps/remove', { gameId: game.id, userId: reserve.id });
    expect(res.statusCode, res.body).toBe(200);
    const pushes = await receiver.pushes(phone, 2);
    expect(phone.decrypt(pushes[1]!)).toMatchObject({
      title: `${PRODUCT_NAME}: 2 Änderungen an diesem Spiel`,
      body: `Du wurdest für Thursday kickabout, ${when} von der Aufstellung genommen.`,
    });
  });

  it('reminds an Arabic reader in Arabic, the one-tap actions named in Arabic', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const { admin, players, group } = await team(1);
    const [player] = players as [TestUser];
    await speaks(player, 'ar');
    const phone = await subscribedDevice(player);
    await postFridayFive(admin, group.id);
    await settle();
    const before = receiver.received(phone).length;
    const when = noticeWhen(new Date('2027-03-05T19:00:00.000Z'), 'Africa/Johannesburg', 'ar');
    expect(phone.decrypt(receiver.received(phone)[0]!).body).toBe(
      `مباراة جديدة في \u2068${group.name}\u2069: \u2068Friday five\u2069، ${when}.`,
    );

    now = new Date('2027-03-04T19:00:00Z');
    await t.app.jobs.run(REMINDER_SWEEP_QUEUE);
    const pushes = await receiver.pushes(phone, before + 1);
    const payload = phone.decrypt(pushes[before]!);
    expect(payload.body).toBe(`هل ستلعب؟ \u2068Friday five\u2069، ${when} — أجب: ألعب أو لا ألعب أو احتياط.`);
    expect(payload.actions!.map((a) => [a.action, a.title])).toEqual([
      ['in', 'ألعب'],
      ['out', 'لا ألعب'],
    ]);
  });
});
