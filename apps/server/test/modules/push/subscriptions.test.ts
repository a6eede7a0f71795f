/**
 * Web Push subscriptions (README "Notifications", Web Push): the VAPID public key for anyone, generated
 * once into DATA_DIR and the same after a restart (or the configured one); a signed-in browser
 * subscribes with its PushSubscription JSON (201), the same endpoint posted again is one row with the
 * newest keys and owner; DELETE takes the caller's own subscription away and nobody else's; endpoints
 * that are not https: or point at a loopback, private, link-local or unique-local host are refused
 * with a sentence unless PUSH_ALLOW_HOSTS lists them.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushSubscriptions } from '../../../src/db/schema.ts';
import {
  ENDPOINT_CREDENTIALS,
  ENDPOINT_NOT_HTTPS,
  ENDPOINT_NOT_PUBLIC,
  ENDPOINT_NOT_URL,
} from '../../../src/modules/push/addresses.ts';
import { VAPID_KEYS_FILE } from '../../../src/modules/push/keys.ts';
import {
  BAD_AUTH,
  BAD_P256DH,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../../../src/modules/push/routes.ts';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../../../src/modules/push/service.ts';
import { build, buildAnother, type TestContext } from '../../support/build.ts';
import { createUser, type TestUser } from '../../support/factories.ts';

let dataDir: string;
let env: NodeJS.ProcessEnv;
let t: TestContext;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-push-keys-'));
  env = { DATA_DIR: dataDir, PUSH_ALLOW_HOSTS: 'push-gateway.internal:8443, 10.0.0.7:443' };
  t = await build(env);
  ann = await createUser(t, { name: 'Ann' });
  ben = await createUser(t, { name: 'Ben' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Keys a browser would send: a fresh P-256 public key and 16-byte auth secret, base64url. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const endpoint = (name = randomBytes(8).toString('hex')) =>
  `https://updates.push.services.mozilla.com/wpush/v2/${name}`;

const subscribe = (user: TestUser | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: user ? t.auth(user) : {},
    payload,
  });

const unsubscribe = (user: TestUser | null, url: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: user ? t.auth(user) : {},
    payload: { endpoint: url },
  });

const rowsAt = (url: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

describe('the VAPID public key', () => {
  it('is answered to anyone, generated once into DATA_DIR (0600) and the same after a restart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    // An uncompressed P-256 point, base64url: what a browser's applicationServerKey takes.
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);

    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8')).publicKey).toBe(publicKey);

    const restarted = await buildAnother(t, env);
    try {
      const again = await restarted.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(again.json()).toEqual({ publicKey });
    } finally {
      await restarted.close();
    }
  });

  it('is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, and no file is written', async () => {
    const keys = webPush.generateVAPIDKeys();
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-push-keys-'));
    const configured = await buildAnother(t, {
      DATA_DIR: otherDir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(res.json()).toEqual({ publicKey: keys.publicKey });
      await expect(stat(path.join(otherDir, VAPID_KEYS_FILE))).rejects.toThrow(/ENOENT/);
    } finally {
      await configured.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('subscribing a browser', () => {
  it('stores the subscription (201); the same endpoint again is one row with the newest keys and owner', async () => {
    const url = endpoint();
    const first = browserKeys();
    const res = await subscribe(ann, { endpoint: url, keys: first, expirationTime: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: SUBSCRIBED_MESSAGE });
    expect(await rowsAt(url)).toMatchObject([{ userId: ann.id, p256dh: first.p256dh, auth: first.auth }]);

    const second = browserKeys();
    expect((await subscribe(ann, { endpoint: url, keys: second })).statusCode).toBe(201);
    expect(await rowsAt(url)).toMatchObject([{ userId: ann.id, p256dh: second.p256dh, auth: second.auth }]);

    // The browser now signed in as Ben: it pushes to Ben.
    expect((await subscribe(ben, { endpoint: url, keys: second })).statusCode).toBe(201);
    expect(await rowsAt(url)).toMatchObject([{ userId: ben.id }]);
  });

  it('needs a sign-in', async () => {
    const res = await subscribe(null, { endpoint: endpoint(), keys: browserKeys() });
    expect(res.statusCode).toBe(401);
    expect((await unsubscribe(null, endpoint())).statusCode).toBe(401);
  });

  it('keeps a user’s newest subscriptions only', async () => {
    const user = await createUser(t);
    const urls: string[] = [];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_USER; i += 1) {
      urls.push(endpoint());
      expect((await subscribe(user, { endpoint: urls[i], keys: browserKeys() })).statusCode).toBe(201);
    }
    const kept = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(kept.map((r) => r.endpoint).sort()).toEqual(urls.slice(1).sort());
  });

  it.each([
    ['not a URL', 'push service', ENDPOINT_NOT_URL],
    ['plain http', 'http://updates.push.services.mozilla.com/wpush/v2/x', ENDPOINT_NOT_HTTPS],
    ['a file URL', 'file:///etc/passwd', ENDPOINT_NOT_HTTPS],
    ['credentials', 'https://user:secret@fcm.googleapis.com/fcm/send/x', ENDPOINT_CREDENTIALS],
    ['loopback', 'https://127.0.0.1/push', ENDPOINT_NOT_PUBLIC],
    ['loopback, short form', 'https://127.1/push', ENDPOINT_NOT_PUBLIC],
    ['loopback, hexadecimal', 'https://0x7f000001/push', ENDPOINT_NOT_PUBLIC],
    ['loopback, one number', 'https://2130706433/push', ENDPOINT_NOT_PUBLIC],
    ['loopback elsewhere in 127/8', 'https://127.8.9.10:8443/push', ENDPOINT_NOT_PUBLIC],
    ['private 10/8', 'https://10.1.2.3/push', ENDPOINT_NOT_PUBLIC],
    ['private 172.16/12', 'https://172.31.255.254/push', ENDPOINT_NOT_PUBLIC],
    ['private 192.168/16', 'https://192.168.1.1/push', ENDPOINT_NOT_PUBLIC],
    ['CGNAT 100.64/10', 'https://100.64.0.1/push', ENDPOINT_NOT_PUBLIC],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data', ENDPOINT_NOT_PUBLIC],
    ['unspecified 0.0.0.0', 'https://0.0.0.0/push', ENDPOINT_NOT_PUBLIC],
    ['IPv6 loopback', 'https://[::1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv6 unspecified', 'https://[::]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv6 link-local', 'https://[fe80::1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv6 unique-local fc00::/7', 'https://[fd12:3456:789a::1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv4-mapped private, hexadecimal', 'https://[::ffff:a00:1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv4-mapped link-local', 'https://[0:0:0:0:0:ffff:169.254.169.254]/push', ENDPOINT_NOT_PUBLIC],
    ['NAT64 of a private address', 'https://[64:ff9b::192.168.0.1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv4-translated loopback', 'https://[::ffff:0:7f00:1]/push', ENDPOINT_NOT_PUBLIC],
    ['6to4 of a private address', 'https://[2002:a00:1::1]/push', ENDPOINT_NOT_PUBLIC],
    ['IPv6 multicast', 'https://[ff02::1]/push', ENDPOINT_NOT_PUBLIC],
    ['loopback, octal', 'https://0177.0.0.1/push', ENDPOINT_NOT_PUBLIC],
    ['localhost, percent-encoded', 'https://%6c%6fcalhost/push', ENDPOINT_NOT_PUBLIC],
    ['localhost', 'https://localhost/push', ENDPOINT_NOT_PUBLIC],
    ['LOCALHOST with a trailing dot', 'https://LOCALHOST./push', ENDPOINT_NOT_PUBLIC],
    ['a .localhost name', 'https://push.localhost:8443/push', ENDPOINT_NOT_PUBLIC],
    ['an allowed host on another port', 'https://10.0.0.7:8443/push', ENDPOINT_NOT_PUBLIC],
  ])('refuses %s with a sentence (400)', async (_what, url, sentence) => {
    const res = await subscribe(ann, { endpoint: url, keys: browserKeys() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(sentence);
    expect(await rowsAt(url)).toEqual([]);
  });

  it.each([
    ['a push service', 'https://fcm.googleapis.com/fcm/send/abc:def'],
    ['a public IPv4 address', 'https://8.8.8.8/push'],
    ['just outside 172.16/12', 'https://172.32.0.1/push'],
    ['just outside CGNAT', 'https://100.128.0.1/push'],
    ['a public IPv6 address', 'https://[2606:4700:4700::1111]/push'],
    ['an IPv4-mapped public address', 'https://[::ffff:8.8.8.8]/push'],
    ['NAT64 of a public address', 'https://[64:ff9b::808:808]/push'],
    ['a PUSH_ALLOW_HOSTS name', 'https://push-gateway.internal:8443/push'],
    ['a PUSH_ALLOW_HOSTS private address on 443', 'https://10.0.0.7/push'],
  ])('accepts %s', async (_what, url) => {
    const res = await subscribe(ann, { endpoint: url, keys: browserKeys() });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowsAt(url)).toHaveLength(1);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte auth secret', async () => {
    const good = browserKeys();
    const offCurve = Buffer.from(good.p256dh, 'base64url');
    offCurve[40]! ^= 1;
    const cases: [object, string][] = [
      [{ ...good, p256dh: offCurve.toString('base64url') }, BAD_P256DH],
      [{ ...good, p256dh: randomBytes(32).toString('base64url') }, BAD_P256DH],
      [{ ...good, auth: randomBytes(8).toString('base64url') }, BAD_AUTH],
    ];
    for (const [keys, sentence] of cases) {
      const url = endpoint();
      const res = await subscribe(ann, { endpoint: url, keys });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(sentence);
      expect(await rowsAt(url)).toEqual([]);
    }
    const missing = await subscribe(ann, { endpoint: endpoint() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/keys/);
  });
});

describe('unsubscribing a browser', () => {
  it('deletes the caller’s own subscription (200)', async () => {
    const url = endpoint();
    expect((await subscribe(ann, { endpoint: url, keys: browserKeys() })).statusCode).toBe(201);
    const res = await unsubscribe(ann, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: UNSUBSCRIBED_MESSAGE });
    expect(await rowsAt(url)).toEqual([]);
  });

  it('answers 200 for another user’s or an unknown endpoint, and deletes nothing', async () => {
    const url = endpoint();
    expect((await subscribe(ann, { endpoint: url, keys: browserKeys() })).statusCode).toBe(201);
    const res = await unsubscribe(ben, url);
    expect(res.statusCode).toBe(200);
    expect(await rowsAt(url)).toMatchObject([{ userId: ann.id }]);
    expect((await unsubscribe(ben, endpoint())).statusCode).toBe(200);
  });
});
