/**
 * Migration 0002: direct messages left by accounts deleted before account deletion removed them (sender
 * or recipient set null) are deleted, so they stop counting as unread; every other message stays.
 * The migration's own SQL file is run on a database holding such rows.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chatMessages } from '../../src/db/schema.ts';
import { build, type TestContext } from '../support/build.ts';
import { createGroup, createUser, type TestUser } from '../support/factories.ts';

const migration = new URL('../../drizzle/0002_delete_orphaned_direct_messages.sql', import.meta.url);

describe('migration 0002: orphaned direct messages', () => {
  let t: TestContext;
  let carol: TestUser;
  let dan: TestUser;

  beforeAll(async () => {
    t = await build();
    carol = await createUser(t, { name: 'Carol' });
    dan = await createUser(t, { name: 'Dan' });
  });
  afterAll(() => t.close());

  const unread = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/chat/unread-count', headers: t.auth(user) })).json();

  it('deletes direct messages whose sender or recipient is gone, and nothing else', async () => {
    const group = await createGroup(t, carol, { members: [dan] });
    await t.app.db.insert(chatMessages).values([
      // What an account deleted before the fix left: Bob's message to Carol, Carol's to Bob.
      { type: 'direct', senderId: null, recipientId: carol.id, content: 'From Bob, before he left' },
      { type: 'direct', senderId: carol.id, recipientId: null, content: 'To Bob' },
      // Kept: a direct message between two accounts, and a group message of a deleted account.
      { type: 'direct', senderId: dan.id, recipientId: carol.id, content: 'From Dan' },
      { type: 'group', senderId: null, groupId: group.id, content: 'Group message, sender deleted' },
    ]);
    expect(await unread(carol)).toMatchObject({ directUnread: 2 });

    await t.app.db.execute(sql.raw(await readFile(migration, 'utf8')));

    expect(await unread(carol)).toMatchObject({ directUnread: 1 });
    const left = await t.app.db.select({ content: chatMessages.content }).from(chatMessages);
    expect(left.map((m) => m.content).sort()).toEqual(['From Dan', 'Group message, sender deleted']);
  });
});
