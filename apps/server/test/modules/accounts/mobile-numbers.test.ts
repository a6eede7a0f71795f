/**
 * Mobile numbers from any country (README "Mobile numbers"; docs/decisions/021-mobile-numbers-from-any-country.md),
 * as a caller sees them: sign-up and the profile take a number written with + and its country code and
 * store it as E.164; the specification's forms and sentences stay (exactly 10 digits at sign-up, 10 to 15
 * when adding); add-by-mobile finds an account whichever spelling either side used, bare digits read in
 * the country of the group's time zone; a number taken in one spelling is taken in the other.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts, groupTexts } from '@turnout/shared';
import { groups, users } from '../../../src/db/schema.ts';
import { build, type TestContext } from '../../support/build.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

let n = 0;
const signup = (mobile: string) =>
  t.app.inject({
    method: 'POST',
    url: '/signup',
    payload: {
      name: 'Ama',
      surname: 'Mensah',
      mobile,
      email: `mobile${++n}@example.test`,
      password: 'a good password',
    },
  });

const storedMobileOf = async (id: number) =>
  (await t.app.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, id)))[0]!.mobile;

const updateProfile = (user: TestUser, mobile: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: t.auth(user),
    payload: { name: user.name, surname: user.surname, email: user.email, mobile },
  });

const addByMobile = (admin: TestUser, groupId: number, mobile: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/groups/${groupId}/members`,
    headers: t.auth(admin),
    payload: { mobile },
  });

/** A group playing in `zone`, run by a new admin. */
async function groupIn(zone: string) {
  const admin = await createUser(t);
  const group = await createGroup(t, admin);
  await t.app.db.update(groups).set({ timeZone: zone }).where(eq(groups.id, group.id));
  return { admin, group };
}

const refusal = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  message: (res.json() as { message?: string }).message,
});

describe('sign-up and the profile', () => {
  it('sign-up takes +44 and stores E.164', async () => {
    const res = await signup('+44 7911 123456');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ user: { id: number } }>().user.id;
    expect(await storedMobileOf(id)).toBe('+447911123456');
  });

  it("keeps the specification's sentences: 11 bare digits, 9 digits, letters", async () => {
    for (const bad of ['07700900123', '082123456', '08212345ab']) {
      expect(refusal(await signup(bad)), bad).toEqual({ status: 400, message: accountTexts.mobileDigits });
    }
  });

  it('refuses a + number that is no valid number, with its sentence, and creates nothing', async () => {
    const before = (await t.app.db.select({ id: users.id }).from(users)).length;
    for (const bad of ['+44 12', '+447700900123', '+0821234567']) {
      expect(refusal(await signup(bad)), bad).toEqual({
        status: 400,
        message: accountTexts.mobileInternational,
      });
    }
    expect((await t.app.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('a number held in one spelling is taken in the other (South Africa by default)', async () => {
    expect((await signup('0831112222')).statusCode).toBe(201);
    expect(refusal(await signup('+27 83 111 2222'))).toEqual({
      status: 409,
      message: accountTexts.mobileTaken,
    });
    expect((await signup('+27841112222')).statusCode).toBe(201);
    expect(refusal(await signup('0841112222'))).toEqual({ status: 409, message: accountTexts.mobileTaken });
  });

  it('the profile takes an international number, refuses a bad one, and keeps the 10-digit rule', async () => {
    const user = await createUser(t, { mobile: '0851112222' });
    const res = await updateProfile(user, '+33 6 12 34 56 78');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { mobile: string } }>().user.mobile).toBe('+33612345678');
    expect(refusal(await updateProfile(user, '+33 6'))).toEqual({
      status: 400,
      message: accountTexts.mobileInternational,
    });
    expect(refusal(await updateProfile(user, '06123456789'))).toEqual({
      status: 400,
      message: accountTexts.mobileDigits,
    });
    expect(await storedMobileOf(user.id)).toBe('+33612345678');
    // Saving the profile unchanged works; another's number in another spelling is taken.
    expect((await updateProfile(user, '+33612345678')).statusCode).toBe(200);
    await createUser(t, { mobile: '0861112222' });
    expect(refusal(await updateProfile(user, '+27861112222'))).toEqual({
      status: 409,
      message: accountTexts.mobileTaken,
    });
  });
});

describe('add-by-mobile finds an account whichever spelling either side used', () => {
  it('stored national, typed international (South African group)', async () => {
    const { admin, group } = await groupIn('Africa/Johannesburg');
    const player = await createUser(t, { mobile: '0871112222' });
    const res = await addByMobile(admin, group.id, '+27 87 111 2222');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: true, member: { user_id: player.id } });
  });

  it('stored E.164, typed national in the group country (British group, 11 digits)', async () => {
    const { admin, group } = await groupIn('Europe/London');
    const player = await createUser(t, { mobile: '+447911223344' });
    const res = await addByMobile(admin, group.id, '07911223344');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: true, member: { user_id: player.id } });
  });

  it('stored E.164, typed E.164; and 10 US digits in an American group', async () => {
    const { admin, group } = await groupIn('America/New_York');
    const player = await createUser(t, { mobile: '+12025550199' });
    const other = await createUser(t, { mobile: '+12025550188' });
    expect((await addByMobile(admin, group.id, '+1 202-555-0199')).json()).toMatchObject({
      member: { user_id: player.id },
    });
    expect((await addByMobile(admin, group.id, '2025550188')).json()).toMatchObject({
      member: { user_id: other.id },
    });
  });

  it("bare digits are read in the group's country, not another", async () => {
    const { admin, group } = await groupIn('Europe/London');
    await createUser(t, { mobile: '+27881112222' });
    const res = await addByMobile(admin, group.id, '0881112222');
    expect(res.json()).toEqual({ success: false, userExists: false, invited: false, added: false });
  });

  it("keeps the specification's refusal, and refuses a + number that is no valid number", async () => {
    const { admin, group } = await groupIn('Africa/Johannesburg');
    for (const bad of ['082123456', '1234567890123456', '+4412']) {
      expect(refusal(await addByMobile(admin, group.id, bad)), bad).toEqual({
        status: 400,
        message: groupTexts.invalidMobile,
      });
    }
    expect(refusal(await addByMobile(admin, group.id, '+447700900123'))).toEqual({
      status: 400,
      message: groupTexts.invalidMobile,
    });
  });
});
