/**
 * The web forms' schemas (docs/product.md#s5): the bodies' rules plus the checks only a form has (confirm
 * password, the current password for another email, the invitation's email, the game's local date and
 * time), each problem on its own field with the spec's sentence. The API bodies are unchanged: a form
 * schema accepts what its body schema accepts plus its own fields.
 */
import { describe, expect, it } from 'vitest';
import { accountTexts, gameTexts, groupTexts } from './texts/index.ts';
import {
  addMemberBodySchema,
  addMemberFormSchema,
  changePasswordBodySchema,
  changePasswordFormSchema,
  gameFormSchema,
  profileFormSchema,
  signupBodySchema,
  signupFormSchema,
} from './index.ts';

/** The first message per field, as a form shows them. */
function problems(schema: { safeParse(v: unknown): unknown }, value: unknown): Record<string, string> {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const signup = {
  name: 'Ana',
  surname: 'Alves',
  mobile: '0821234567',
  email: 'ana@example.com',
  password: 'long enough',
};

describe('signup form', () => {
  it('asks to confirm the password, and says when the two differ, beside the other fields', () => {
    expect(problems(signupFormSchema, { ...signup, confirmPassword: '' })).toEqual({
      confirmPassword: accountTexts.confirmPasswordRequired,
    });
    expect(problems(signupFormSchema, { ...signup, name: '', confirmPassword: 'other' })).toEqual({
      name: accountTexts.nameRequired,
      confirmPassword: accountTexts.passwordsDoNotMatch,
    });
    expect(problems(signupFormSchema, { ...signup, confirmPassword: signup.password })).toEqual({});
  });

  it('leaves the signup body as it was: no confirmPassword needed', () => {
    expect(signupBodySchema.safeParse(signup).success).toBe(true);
  });
});

describe('change-password form', () => {
  it('says "New passwords do not match." on the confirm field', () => {
    const body = { currentPassword: 'old password', newPassword: 'new password' };
    expect(problems(changePasswordFormSchema, { ...body, confirmPassword: 'other' })).toEqual({
      confirmPassword: accountTexts.newPasswordsDoNotMatch,
    });
    expect(problems(changePasswordFormSchema, { ...body, confirmPassword: '' })).toEqual({
      confirmPassword: accountTexts.confirmNewPasswordRequired,
    });
    expect(changePasswordBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('profile form', () => {
  const profile = {
    name: 'Ana',
    surname: 'Alves',
    email: 'ana@example.com',
    mobile: '0821234567',
    currentPassword: '',
    require_invite: false,
  };

  it('needs the current password only for another email (letter case aside)', () => {
    const form = profileFormSchema('ana@example.com');
    expect(problems(form, { ...profile, email: 'ANA@example.com' })).toEqual({});
    expect(problems(form, { ...profile, email: 'bo@example.com' })).toEqual({
      currentPassword: accountTexts.emailChangeNeedsPassword,
    });
    expect(problems(form, { ...profile, email: 'bo@example.com', currentPassword: 'secret' })).toEqual({});
  });
});

describe('add-member form', () => {
  it('requires the email once the screen invites, and never in the API body', () => {
    expect(problems(addMemberFormSchema(true), { mobile: '0821234567', email: ' ' })).toEqual({
      email: groupTexts.emailRequired,
    });
    expect(problems(addMemberFormSchema(false), { mobile: '12', email: '' })).toEqual({
      mobile: groupTexts.invalidMobile,
    });
    expect(addMemberBodySchema.safeParse({ mobile: '0821234567', email: '' }).success).toBe(true);
  });
});

describe('game form', () => {
  // The form's date and time are on the group's wall clock: noon in Johannesburg (UTC+2).
  const zone = 'Africa/Johannesburg';
  const now = new Date('2026-11-23T10:00:00Z');
  const empty = {
    groupId: null,
    description: '',
    date: '',
    time: null,
    maxPlayers: '',
    venue: '',
    cost: '',
    opponent: '',
    colour: '',
    notes: '',
    rsvpCutoff: '',
  };
  const filled = {
    ...empty,
    groupId: '3',
    description: 'Five-a-side',
    date: '2026-11-27',
    time: '19:00',
    maxPlayers: 10,
  };

  it('marks every empty mandatory field with the mandatory sentence', () => {
    const mandatory = gameTexts.mandatoryCreate;
    expect(problems(gameFormSchema('create', now, zone), empty)).toEqual({
      groupId: mandatory,
      description: mandatory,
      date: mandatory,
      time: mandatory,
      maxPlayers: mandatory,
    });
    expect(problems(gameFormSchema('edit', now, zone), { ...empty, groupId: null })).toEqual({
      description: gameTexts.mandatoryEdit,
      date: gameTexts.mandatoryEdit,
      time: gameTexts.mandatoryEdit,
      maxPlayers: gameTexts.mandatoryEdit,
    });
  });

  it('puts each other problem on its field, the time problem while other fields have theirs', () => {
    expect(
      problems(gameFormSchema('create', now, zone), {
        ...filled,
        date: '2026-11-23',
        time: '11:45',
        maxPlayers: 0,
        cost: 1.234,
      }),
    ).toEqual({
      maxPlayers: gameTexts.invalidPlayers,
      cost: gameTexts.invalidCost,
      time: gameTexts.inThePast,
    });
    expect(problems(gameFormSchema('create', now, zone), { ...filled, date: '2029-01-01' })).toEqual({
      time: gameTexts.tooFarAhead,
    });
    expect(problems(gameFormSchema('create', now, zone), { ...filled, rsvpCutoff: '21' })).toEqual({
      rsvpCutoff: gameTexts.invalidCutoffCreate,
    });
  });

  it('accepts a filled form; a blank cutoff is none', () => {
    expect(problems(gameFormSchema('create', now, zone), filled)).toEqual({});
    expect(problems(gameFormSchema('create', now, zone), { ...filled, rsvpCutoff: '5', cost: 12.5 })).toEqual(
      {},
    );
  });

  it("judges the date and time on the group's wall clock, not the browser's", () => {
    const late = { ...filled, date: '2026-11-23', time: '11:45' };
    expect(problems(gameFormSchema('create', now, zone), late)).toEqual({ time: gameTexts.inThePast });
    expect(problems(gameFormSchema('create', now, 'Europe/London'), late)).toEqual({});
  });

  it('lets a game under way keep its time on edit, but not move into the past', () => {
    const started = new Date('2026-11-23T09:30:00Z'); // 11:30 in Johannesburg
    const edit = { ...filled, date: '2026-11-23', time: '11:30', rsvpCutoff: 0 };
    expect(problems(gameFormSchema('edit', now, zone, started), edit)).toEqual({});
    expect(problems(gameFormSchema('edit', now, zone, started), { ...edit, time: '11:45' })).toEqual({
      time: gameTexts.editInThePast,
    });
  });
});
