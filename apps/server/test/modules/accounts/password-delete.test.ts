/**
 * POST /api/users/change-password and DELETE /api/users/delete-account as a caller sees them
 * (decision 003: revocation by token_version; leaving groups with reserve promotion).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { POSTGRES } from '../../support/servers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const changePassword = (user: TestUser | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/change-password', headers: t.auth(user), payload });
const deleteAccount = (user: TestUser | string) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(user) });
const me = (token: TestUser | string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('POST /api/users/change-password', () => {
  it('stores the new password, revokes every earlier token and returns a fresh one', async () => {
    const user = await createUser(t);
    const older = (await login(user.email, user.password)).json().token as string;
    const res = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
    });
    expect(res.statusCode).toBe(200);
    const { message, token } = res.json();
    expect(message).toBe('Password updated successfully!');

    for (const revoked of [user.token, older]) {
      const r = await me(revoked);
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toBe('Your session has expired. Please log in again.');
    }
    expect((await me(token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('answers 400 with the sentence in `error` for a wrong current password, and changes nothing', async () => {
    const user = await createUser(t);
    const res = await changePassword(user, {
      currentPassword: 'not my password',
      newPassword: 'whatever-else',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Current password is incorrect.',
      message: 'Current password is incorrect.',
      code: 'WRONG_PASSWORD',
    });
    expect((await me(user)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a missing current password', { currentPassword: undefined }, 'Current password is required.'],
    ['a missing new password', { newPassword: undefined }, 'New password is required.'],
    ['a short new password', { newPassword: 'short' }, 'New password must be at least 8 characters.'],
    [
      'an overlong new password',
      { newPassword: 'x'.repeat(1025) },
      'New password must be at most 1024 characters.',
    ],
  ])('answers 400 for %s', async (_label, over, message) => {
    const user = await createUser(t);
    const res = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'long enough',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it(`${POSTGRES} lets only one of two racing changes win`, async () => {
    const user = await createUser(t);
    const results = await Promise.all(
      ['first new pass', 'second new pass'].map((newPassword) =>
        changePassword(user, { currentPassword: user.password, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/change-password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/delete-account', () => {
  it('deletes the account: its tokens stop working, login fails, the email can sign up again', async () => {
    const user = await createUser(t);
    const res = await deleteAccount(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });

    expect((await me(user)).statusCode).toBe(401);
    expect((await deleteAccount(user)).statusCode).toBe(401);
    const again = await login(user.email, user.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('Invalid email or password.');

    const signup = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        name: 'New',
        surname: 'Person',
        mobile: user.mobile,
        email: user.email,
        password: 'fresh start 1',
      },
    });
    expect(signup.statusCode).toBe(201);
  });

  it("removes the user's memberships, hands admin over and promotes the first reserve", async () => {
    const leaver = await createUser(t);
    const [mate, reserve] = [await createUser(t), await createUser(t)];
    const group = await createGroup(t, leaver, { members: [mate, reserve] });
    const solo = await createGroup(t, leaver);
    const game = await createGame(t, group.id, leaver, { maxPlayers: 2 });
    await setRsvp(t, game.id, leaver.id, 'in');
    await setRsvp(t, game.id, mate.id, 'in');
    await setRsvp(t, game.id, reserve.id, 'reserves');

    expect((await deleteAccount(leaver)).statusCode).toBe(200);

    const members = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/members`,
      headers: t.auth(mate),
    });
    expect(members.statusCode).toBe(200);
    const list = members.json().members as { id: number; is_admin: boolean }[];
    expect(list.map((m) => m.id).sort()).toEqual([mate.id, reserve.id].sort());
    expect(list.find((m) => m.id === mate.id)?.is_admin).toBe(true);

    const team = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/team`,
      headers: t.auth(mate),
    });
    expect(team.statusCode).toBe(200);
    const sheet = team.json() as Record<'mainTeam' | 'reserves', { user_id: number }[]>;
    expect(sheet.mainTeam.map((e) => e.user_id)).toEqual([mate.id, reserve.id]);
    expect(sheet.reserves).toEqual([]);

    // The group only the leaver was in is gone with them.
    const gone = await t.app.inject({ method: 'GET', url: `/api/groups/${solo.id}`, headers: t.auth(mate) });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account' })).statusCode).toBe(401);
  });
});
