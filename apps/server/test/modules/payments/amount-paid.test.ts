/**
 * The payments reply shows what was recorded as paid (README "Who pays what"): each place's
 * `amount_paid` is the amount recorded when its payer's row was marked paid (game_payments.amount_paid,
 * their shares at that moment, their guests' included), never worked out again from today's shares; null
 * for a row not marked paid. The clock is a test clock, never real time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsReplySchema } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { HOUR } from './support.ts';

describe('the recorded paid amount in the payments reply', () => {
  const now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
  let t: TestContext;
  let admin: TestUser;
  let m1: TestUser;
  let m2: TestUser;

  beforeAll(async () => {
    t = await build({}, { clock: () => now });
    admin = await createUser(t);
    m1 = await createUser(t);
    m2 = await createUser(t);
  });
  afterAll(() => t.close());

  it('shows the 33.34 recorded, not the 50.00 share the place has after someone dropped out', async () => {
    const group = await createGroup(t, admin, { members: [m1, m2] });
    const game = await createGame(t, group.id, admin, {
      cost: '100.00',
      gameDatetime: new Date(now.getTime() + 24 * HOUR),
    });
    for (const p of [m1, m2, admin]) await setRsvp(t, game.id, p.id, 'in');
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/payments/${m1.id}`,
      headers: t.auth(admin),
      payload: { status: 'paid' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const row = (reply: unknown, user: TestUser) =>
      paymentsReplySchema.parse(reply).players.find((p) => p.user_id === user.id)!;
    expect(row(marked.json(), m1)).toMatchObject({ share: '33.34', status: 'paid', amount_paid: '33.34' });
    expect(row(marked.json(), m2)).toMatchObject({ status: 'unpaid', amount_paid: null });

    await setRsvp(t, game.id, m2.id, 'out');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/games/${game.id}/payments`,
      headers: t.auth(m1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(row(res.json(), m1)).toMatchObject({ share: '50.00', status: 'paid', amount_paid: '33.34' });
    expect(row(res.json(), admin)).toMatchObject({ share: '50.00', status: 'unpaid', amount_paid: null });
  });
});
