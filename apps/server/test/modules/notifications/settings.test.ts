/**
 * GET/PUT /api/users/notification-settings (README "Notifications", notification settings): signed in
 * only; the defaults (email reminders and team changes on, new games and chat off, every push kind on,
 * no muted groups) until changed; PUT takes any part and answers the whole; muted_groups replaces the
 * list and holds only groups the caller is a member of (400 otherwise, the same sentence whether or not
 * the group exists, changing nothing); a bad body is 400 with a sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const URL = '/api/users/notification-settings';
const get = (as: TestUser) => t.app.inject({ method: 'GET', url: URL, headers: t.auth(as) });
const put = (as: TestUser, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: t.auth(as), payload: payload as object });

const DEFAULTS: NotificationSettings = {
  email: { reminders: true, team_changes: true, new_games: false, chat: false },
  push: { reminders: true, team_changes: true, new_games: true, chat: true },
  muted_groups: [],
};

describe('notification settings', () => {
  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: URL, payload: { email: { chat: true } } });
    expect(res.statusCode).toBe(401);
  });

  it('answers the defaults to someone who never changed anything', async () => {
    const ann = await createUser(t);
    const res = await get(ann);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual(DEFAULTS);
  });

  it('changes only the parts a PUT names and answers the whole, for the caller alone', async () => {
    const ann = await createUser(t);
    const ben = await createUser(t);
    let res = await put(ann, { push: { chat: false } });
    expect(res.statusCode, res.body).toBe(200);
    const afterFirst = { ...DEFAULTS, push: { ...DEFAULTS.push, chat: false } };
    expect(res.json()).toEqual(afterFirst);

    res = await put(ann, { email: { new_games: true, reminders: false } });
    const afterSecond = {
      ...afterFirst,
      email: { ...DEFAULTS.email, new_games: true, reminders: false },
    };
    expect(res.json()).toEqual(afterSecond);
    // An empty body changes nothing.
    expect((await put(ann, {})).json()).toEqual(afterSecond);
    expect((await get(ann)).json()).toEqual(afterSecond);
    expect((await get(ben)).json()).toEqual(DEFAULTS);
  });

  it('mutes the groups the caller is in; the list replaces the earlier one', async () => {
    const ann = await createUser(t);
    const other = await createUser(t);
    const g1 = await createGroup(t, other, { members: [ann] });
    const g2 = await createGroup(t, ann);
    let res = await put(ann, { muted_groups: [g2.id, g1.id, g2.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NotificationSettings>().muted_groups).toEqual([g1.id, g2.id].sort((a, b) => a - b));
    res = await put(ann, { muted_groups: [g1.id] });
    expect(res.json<NotificationSettings>().muted_groups).toEqual([g1.id]);
    // Other parts leave the mutes alone; an empty list clears them.
    expect((await put(ann, { push: { chat: false } })).json<NotificationSettings>().muted_groups).toEqual([
      g1.id,
    ]);
    expect((await put(ann, { muted_groups: [] })).json<NotificationSettings>().muted_groups).toEqual([]);
  });

  it('stops showing a muted group the caller has left, so the list as shown can be sent back', async () => {
    const ann = await createUser(t);
    const other = await createUser(t);
    const kept = await createGroup(t, ann);
    const left = await createGroup(t, other, { members: [ann] });
    await put(ann, { muted_groups: [kept.id, left.id] });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${left.id}/leave`,
      headers: t.auth(ann),
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (await get(ann)).json<NotificationSettings>();
    expect(shown.muted_groups).toEqual([kept.id]);
    expect((await put(ann, shown)).statusCode).toBe(200);
  });

  it('refuses to mute a group the caller is not in, or one that does not exist, the same way, changing nothing', async () => {
    const ann = await createUser(t);
    const stranger = await createUser(t);
    const mine = await createGroup(t, ann);
    const theirs = await createGroup(t, stranger);
    await put(ann, { muted_groups: [mine.id] });
    const before = (await get(ann)).json();

    const foreign = await put(ann, { email: { chat: true }, muted_groups: [mine.id, theirs.id] });
    const missing = await put(ann, { email: { chat: true }, muted_groups: [2_000_000_000] });
    for (const res of [foreign, missing]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("You can only mute groups you're a member of.");
    }
    expect((await get(ann)).json()).toEqual(before);
  });

  it('refuses a bad body with a sentence', async () => {
    const ann = await createUser(t);
    const bodies = [
      { email: { chat: 'yes' } },
      { push: { reminders: 1 } },
      { email: { sms: true } },
      { sms: { chat: true } },
      { email: true },
      { muted_groups: 'all' },
      { muted_groups: [-1] },
      { muted_groups: [1.5] },
      { muted_groups: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ];
    for (const body of bodies) {
      const res = await put(ann, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const message = res.json<{ message: string }>().message;
      expect(message, JSON.stringify(body)).toMatch(/\.$/);
    }
    expect((await put(ann, { email: { chat: 'yes' } })).json().message).toContain(
      'email.chat must be true or false.',
    );
    expect((await get(ann)).json()).toEqual(DEFAULTS);
  });
});
