/**
 * A group chat post racing its sender's removal from the group (docs/product.md#s6: only members post). The
 * check and the insert run in one transaction that holds the group row (groups/access.ts lockMembership), so
 * once the removal has committed no message of the removed member is stored: a post that loses the
 * race answers 404 like any non-member's, never 500.
 *
 * Only a PostgreSQL server runs transactions side by side: on PGlite these tests are skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { groupTexts, type ChatMessage } from '@turnout/shared';
import { build, type TestContext } from '../../support/build.ts';
import { createGame, createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { POSTGRES, onPostgres } from '../../support/servers.ts';
import { holdLock, tracked, untilBlockedOrAnswered } from '../../support/pg-locks.ts';

describe.runIf(onPostgres)(`${POSTGRES} a group chat post racing its sender's removal`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, groupId: number, content: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: t.auth(user),
      payload: { type: 'group', group_id: groupId, content },
    });
  const removal = (admin: TestUser, groupId: number, member: TestUser) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/groups/${groupId}/members/${member.id}`,
      headers: t.auth(admin),
    });
  const contentsFrom = async (reader: TestUser, groupId: number, sender: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/chat/group-messages/${groupId}`,
      headers: t.auth(reader),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as ChatMessage[]).filter((m) => m.sender_id === sender.id).map((m) => m.content);
  };

  it('a post checked while the removal is half done answers 404 and stores nothing once it commits', async () => {
    const [admin, member] = [await createUser(t), await createUser(t)];
    const group = await createGroup(t, admin, { members: [member] });
    const game = await createGame(t, group.id, admin);
    // The removal has locked the group and deleted the membership, then waits for this game row
    // (it takes the member off the group's upcoming games).
    const pause = await holdLock(t.app.db, sql`select 1 from games where id = ${game.id} for key share`);
    const removed = removal(admin, group.id, member);
    await untilBlockedOrAnswered(t.app.db, 1, () => 0);

    const posting = tracked([post(member, group.id, 'Still here?')]);
    await untilBlockedOrAnswered(t.app.db, 2, posting.answered);
    await pause.release();

    expect((await removed).statusCode).toBe(200);
    const [reply] = await posting.all;
    expect(reply!.statusCode).toBe(404);
    expect(reply!.json()).toEqual({
      error: groupTexts.notFound,
      message: groupTexts.notFound,
      code: 'NOT_FOUND',
    });
    expect(await contentsFrom(admin, group.id, member)).toEqual([]);
  });

  it('20 rounds of posts fired around the removal (or leaving) of their sender: each is stored and 201, or 404 and not stored', async () => {
    for (let round = 0; round < 20; round++) {
      const [admin, member] = [await createUser(t), await createUser(t)];
      const group = await createGroup(t, admin, { members: [member] });
      await createGame(t, group.id, admin);
      const contents = ['one', 'two', 'three', 'four', 'five', 'six'].map((c) => `${c} (${round})`);
      const leaving =
        round % 2 === 0
          ? removal(admin, group.id, member)
          : t.app.inject({ method: 'DELETE', url: `/api/groups/${group.id}/leave`, headers: t.auth(member) });
      const replies = await Promise.all([
        ...contents.slice(0, 3).map((c) => post(member, group.id, c)),
        leaving,
        ...contents.slice(3).map((c) => post(member, group.id, c)),
      ]);
      const posts = [...replies.slice(0, 3), ...replies.slice(4)];
      expect(replies[3]!.statusCode, `round ${round}`).toBe(200);
      for (const r of posts) {
        if (r.statusCode !== 201)
          expect([r.statusCode, r.json().error], `round ${round}`).toEqual([404, groupTexts.notFound]);
      }
      const accepted = contents.filter((_, i) => posts[i]!.statusCode === 201);
      expect((await contentsFrom(admin, group.id, member)).sort(), `round ${round}`).toEqual(accepted.sort());
    }
  }, 180_000);
});
