/**
 * A refusal made by a texts/* function carries its catalogue key and parameters (lib/http-errors.ts), so
 * the error handler says it in the request's language by key, the wait included; a sentence made
 * elsewhere is still matched by its English words (README "Languages").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTexts, groupTexts } from '@turnout/shared';
import { translatorFor } from '@turnout/shared/i18n/all';
import { HttpError } from '../../src/lib/http-errors.ts';
import { build, type TestContext } from '../support/build.ts';
import { createGroup, createUser } from '../support/factories.ts';

describe('HttpError', () => {
  it('knows the key and parameters of a sentence a texts function made', () => {
    const err = new HttpError(409, groupTexts.alreadyMember('Ann Smith'));
    expect(err.message).toBe('Ann Smith is already a member of this group.');
    expect(err.text).toEqual({ key: 'groups:alreadyMember', params: { name: 'Ann Smith' } });
    expect(new HttpError(429, gameTexts.tooManyGamesCreated('5 minutes')).text).toEqual({
      key: 'games:tooManyGamesCreated',
      params: { wait: '5 minutes' },
    });
    // A plain sentence, or one made elsewhere: no key (its words are matched instead).
    expect(new HttpError(404, gameTexts.gameNotFound).text).toBeUndefined();
    expect(new HttpError(400, 'Something else entirely.').text).toBeUndefined();
  });
});

describe('a refusal in the request’s language, by key', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it.each(['de', 'ar'] as const)('%s', async (language) => {
    const admin = await createUser(t);
    const member = await createUser(t, { name: 'Ann', surname: 'Smith' });
    const group = await createGroup(t, admin, { members: [member] });
    const add = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/groups/${group.id}/members`,
        headers: { ...t.auth(admin), ...headers },
        payload: { mobile: member.mobile },
      });
    const english = await add({});
    expect([english.statusCode, english.json().error]).toEqual([
      409,
      'Ann Smith is already a member of this group.',
    ]);
    const translated = await add({ 'accept-language': language });
    expect(translated.json()).toEqual({
      error: translatorFor(language).t('groups:alreadyMember', { name: 'Ann Smith' }),
      message: translatorFor(language).t('groups:alreadyMember', { name: 'Ann Smith' }),
      code: english.json().code,
    });
    expect(translated.json().error).not.toBe(english.json().error);
  });
});
