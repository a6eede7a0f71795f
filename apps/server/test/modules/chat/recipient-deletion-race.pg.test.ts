/**
 * A direct message racing the deletion of its recipient's account (docs/product.md#s7-chat): the message's
 * transaction holds the recipient's account row from its check to its insert, so the deletion either
 * waits for the message (and then deletes it with the account) or has committed before the check, and
 * the message answers 404 "person not found" — never 500.
 *
 * Only a PostgreSQL server runs transactions side by side: on PGlite these tests are skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import { chatTexts } from '@turnout/shared';
import { chatMessages } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';
import { holdLock, tracked, untilBlockedOrAnswered } from '../../support/pg-locks.ts';

describe.runIf(onPostgres)(`${POSTGRES} a direct message racing its recipient's account deletion`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const message = (sender: TestUser, recipient: TestUser, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(sender),
      payload: { type: 'direct', recipient_id: recipient.id, content },
    });

  const messagesOf = (user: TestUser) =>
    t.app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(or(eq(chatMessages.senderId, user.id), eq(chatMessages.recipientId, user.id)));

  it('a message checked before the deletion and stored after it is 201, and goes with the account', async () => {
    const [sender, recipient] = [await createUser(t), await createUser(t)];
    await createGroup(t, sender, { members: [recipient] });
    // The message's insert checks its sender's account row (a foreign key): holding that row pauses
    // the message between its checks and its insert while the recipient's account is deleted.
    const pause = await holdLock(t.app.db, sql`select 1 from users where id = ${sender.id} for update`);
    const sending = tracked([message(sender, recipient, 'Are you still coming?')]);
    await untilBlockedOrAnswered(t.app.db, 1, sending.answered);
    const deletion = tracked([
      t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: t.auth(recipient) }),
    ]);
    // The deletion waits for the message (it holds the recipient's account), or, without that hold,
    // commits first and the message's insert fails on the deleted account.
    await untilBlockedOrAnswered(t.app.db, 2, () => sending.answered() + deletion.answered());
    await pause.release();
    const [reply] = await sending.all;
    expect([reply!.statusCode, reply!.json().error]).toEqual([201, undefined]);
    const [deleted] = await deletion.all;
    expect(deleted!.statusCode).toBe(200);
    expect(await messagesOf(recipient)).toEqual([]);
  });

  it('20 rounds of messages fired around the deletion: each is 201 or 404, none is left behind', async () => {
    for (let round = 0; round < 20; round++) {
      const [sender, recipient] = [await createUser(t), await createUser(t)];
      await createGroup(t, sender, { members: [recipient] });
      const contents = ['one', 'two', 'three', 'four', 'five', 'six'].map((c) => `${c} (${round})`);
      const deletion = t.app.inject({
        method: 'DELETE',
        url: '/api/users/delete-account',
        headers: t.auth(recipient),
      });
      const replies = await Promise.all([
        ...contents.slice(0, 3).map((c) => message(sender, recipient, c)),
        deletion,
        ...contents.slice(3).map((c) => message(sender, recipient, c)),
      ]);
      expect(replies[3]!.statusCode, `round ${round}`).toBe(200);
      for (const r of [...replies.slice(0, 3), ...replies.slice(4)]) {
        if (r.statusCode !== 201)
          expect([r.statusCode, r.json().error], `round ${round}`).toEqual([404, chatTexts.personNotFound]);
      }
      // The account's direct messages went with it, those sent before its deletion included.
      expect(await messagesOf(recipient), `round ${round}`).toEqual([]);
    }
  }, 180_000);
});
