/**
 * The error handler's last line of defence for races (plugins/errors.ts raceReply): real database
 * errors, raised by the test database, leave as sentences instead of a 500 — a foreign-key violation on
 * a group or game reference as that thing's 404, a deadlock or serialization failure as 409 "try
 * again". Any other database error stays a 500. (The locks make the races themselves correct:
 * modules/groups/group-deletion-races.pg.test.ts.)
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts, groupTexts } from '@turnout/shared';
import { build, type TestContext } from '../support/build.ts';
import { createUser } from '../support/factories.ts';
import { chatMessages, notifications, rsvps } from '../../src/db/schema.ts';
import errors from '../../src/plugins/errors.ts';

describe('database errors of a lost race', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  /** The error `write` fails with, as Drizzle hands it to a route. */
  const failureOf = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (err) {
      return err;
    }
    throw new Error('the write did not fail');
  };

  /** What a route throwing `err` answers through the app's error handler. */
  async function replyTo(err: unknown) {
    const app = Fastify();
    await app.register(errors);
    app.get('/write', async () => {
      throw err;
    });
    const res = await app.inject({ method: 'GET', url: '/write' });
    await app.close();
    return { status: res.statusCode, body: res.json() };
  }

  it('a row that references a group or game deleted meanwhile answers that 404', async () => {
    const user = await createUser(t);
    const group = await failureOf(() =>
      t.app.db
        .insert(chatMessages)
        .values({ type: 'group', senderId: user.id, groupId: 999_999, content: 'Hi' }),
    );
    expect(await replyTo(group)).toEqual({
      status: 404,
      body: { error: groupTexts.notFound, message: groupTexts.notFound, code: 'NOT_FOUND' },
    });
    const game = await failureOf(() =>
      t.app.db.insert(rsvps).values({ gameId: 999_999, userId: user.id, status: 'in' }),
    );
    expect(await replyTo(game)).toEqual({
      status: 404,
      body: { error: gameTexts.gameNotFound, message: gameTexts.gameNotFound, code: 'NOT_FOUND' },
    });
  });

  it('a deadlock or serialization failure answers 409 and asks to try again', async () => {
    const again = 'Someone else changed this at the same moment. Please try again.';
    for (const sqlstate of ['40P01', '40001']) {
      const err = await failureOf(() =>
        t.app.db.execute(sql.raw(`do $$ begin raise exception 'lost' using errcode = '${sqlstate}'; end $$`)),
      );
      expect(await replyTo(err)).toEqual({
        status: 409,
        body: { error: again, message: again, code: 'TRY_AGAIN' },
      });
    }
  });

  it('any other database error is still a 500', async () => {
    const err = await failureOf(() =>
      t.app.db.insert(notifications).values({ userId: 999_999, message: 'Hi' }),
    );
    expect((await replyTo(err)).status).toBe(500);
  });
});
