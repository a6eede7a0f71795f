/**
 * A group's cost_mode and guests_per_member (README "Who pays what", "Guests"): their defaults ("split",
 * 1) on POST /api/groups, the values a creator or group admin may set, who may change them, and the 400
 * with a sentence for bad values, nothing stored or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { costModeSchema, guestsPerMemberSchema } from '@turnout/shared';
import { groups } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

const COST_MODE_SENTENCE = 'How costs are shared (cost_mode) must be "split" or "per_player".';
const GUESTS_SENTENCE = 'Guests per member must be a whole number from 0 to 5.';

describe('cost_mode and guests_per_member on the group endpoints', () => {
  let t: TestContext;
  let admin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await build();
    admin = await createUser(t);
    member = await createUser(t);
    outsider = await createUser(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user), ...(payload === undefined ? {} : { payload }) });
  const stored = async (groupId: number) => {
    const [row] = await t.app.db
      .select({ name: groups.name, costMode: groups.costMode, guests: groups.guestsPerMember })
      .from(groups)
      .where(eq(groups.id, groupId));
    return row;
  };
  const groupCount = async () => (await t.app.db.select({ n: count() }).from(groups))[0]!.n;

  const badValues: [object, string][] = [
    [{ cost_mode: 'each' }, COST_MODE_SENTENCE],
    [{ cost_mode: 'SPLIT' }, COST_MODE_SENTENCE],
    [{ cost_mode: '' }, COST_MODE_SENTENCE],
    [{ cost_mode: null }, COST_MODE_SENTENCE],
    [{ cost_mode: 1 }, COST_MODE_SENTENCE],
    [{ guests_per_member: 6 }, GUESTS_SENTENCE],
    [{ guests_per_member: -1 }, GUESTS_SENTENCE],
    [{ guests_per_member: 1.5 }, GUESTS_SENTENCE],
    [{ guests_per_member: '2' }, GUESTS_SENTENCE],
    [{ guests_per_member: null }, GUESTS_SENTENCE],
    [{ guests_per_member: true }, GUESTS_SENTENCE],
  ];

  it('the shared schemas say the same sentences the API answers with', () => {
    expect(costModeSchema.safeParse('each').error?.issues[0]?.message).toBe(COST_MODE_SENTENCE);
    expect(guestsPerMemberSchema.safeParse(9).error?.issues[0]?.message).toBe(GUESTS_SENTENCE);
  });

  it('POST /api/groups: "split" and 1 guest by default; stores the values given', async () => {
    const plain = await call('POST', '/api/groups', admin, { name: 'Defaults FC' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ cost_mode: 'split', guests_per_member: 1 });
    expect(await stored(plain.json().id)).toMatchObject({ costMode: 'split', guests: 1 });

    for (const [cost_mode, guests_per_member] of [
      ['per_player', 0],
      ['split', 5],
    ] as const) {
      const res = await call('POST', '/api/groups', admin, {
        name: 'Chosen FC',
        cost_mode,
        guests_per_member,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ cost_mode, guests_per_member });
      expect(await stored(res.json().id)).toMatchObject({ costMode: cost_mode, guests: guests_per_member });
      // Every reply of a group carries them.
      const read = await call('GET', `/api/groups/${res.json().id}`, admin);
      expect(read.json().group).toMatchObject({ cost_mode, guests_per_member });
      const listed = (await call('GET', '/api/groups/my', admin)).json().groups as { id: number }[];
      expect(listed.find((g) => g.id === res.json().id)).toMatchObject({ cost_mode, guests_per_member });
    }
  });

  it('POST /api/groups refuses bad values with a sentence (400), creating nothing', async () => {
    const before = await groupCount();
    for (const [settings, sentence] of badValues) {
      const res = await call('POST', '/api/groups', admin, { name: 'Refused', ...settings });
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json().error, JSON.stringify(settings)).toBe(sentence);
    }
    expect(await groupCount()).toBe(before);
  });

  describe('PUT /api/groups/{id}', () => {
    let group: { id: number };
    beforeAll(async () => {
      group = await createGroup(t, admin, { name: 'Settings FC', members: [member] });
    });

    it('a group admin changes each alone, the other settings staying as they are; members see them', async () => {
      const put = (payload: object) => call('PUT', `/api/groups/${group.id}`, admin, payload);
      let res = await put({ cost_mode: 'per_player' });
      expect(res.statusCode).toBe(200);
      expect(res.json().group).toMatchObject({
        name: 'Settings FC',
        cost_mode: 'per_player',
        guests_per_member: 1,
      });
      res = await put({ guests_per_member: 0 });
      expect(res.json().group).toMatchObject({ cost_mode: 'per_player', guests_per_member: 0 });
      res = await put({ guests_per_member: 5, cost_mode: 'split', name: 'Settings United' });
      expect(res.json().group).toMatchObject({
        name: 'Settings United',
        cost_mode: 'split',
        guests_per_member: 5,
      });
      expect((await call('GET', `/api/groups/${group.id}`, member)).json().group).toMatchObject({
        cost_mode: 'split',
        guests_per_member: 5,
      });
      expect(await stored(group.id)).toEqual({ name: 'Settings United', costMode: 'split', guests: 5 });
    });

    it('refuses bad values with a sentence (400) and a plain member (403), an outsider (404): nothing changed', async () => {
      const before = await stored(group.id);
      for (const [payload, sentence] of [
        ...badValues,
        // One bad field refuses the whole change.
        [{ name: 'Half done', cost_mode: 'per_player', guests_per_member: 9 }, GUESTS_SENTENCE] as [
          object,
          string,
        ],
      ]) {
        const res = await call('PUT', `/api/groups/${group.id}`, admin, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error, JSON.stringify(payload)).toBe(sentence);
      }
      for (const payload of [{ cost_mode: 'per_player' }, { guests_per_member: 0 }]) {
        expect((await call('PUT', `/api/groups/${group.id}`, member, payload)).statusCode).toBe(403);
        expect((await call('PUT', `/api/groups/${group.id}`, outsider, payload)).statusCode).toBe(404);
      }
      expect(await stored(group.id)).toEqual(before);
    });
  });
});
