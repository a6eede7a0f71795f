/**
 * The invitation mail in its reader's language (README "Languages"), through real SMTP: the invitee's
 * own choice when an account holds the email, else the inviting admin's (their profile's, else their
 * request's Accept-Language), else English — subject, words, link label, expiry and `<html lang dir>`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { createGroup, createUser, type TestUser } from '../../support/factories.ts';
import { buildWithMail, type MailContext } from '../../support/mail-app.ts';

const APP_URL = 'https://turnout.example';
let t: MailContext;
let seq = 0;

beforeAll(async () => {
  t = await buildWithMail({ APP_URL });
});
afterAll(() => t.close());

const speaking = (user: TestUser, language: string | null) =>
  t.app.db.update(users).set({ language }).where(eq(users.id, user.id));

/** `admin` (of a new group "Thursday Five") invites `email` by an unknown mobile; resolves with the mail. */
async function invite(admin: TestUser, email: string, headers: Record<string, string> = {}) {
  const group = await createGroup(t, admin, { name: 'Thursday Five' });
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/groups/${group.id}/members`,
    headers: { ...t.auth(admin), ...headers },
    payload: { mobile: `0832${String(seq).padStart(6, '0')}`, email },
    remoteAddress: `10.8.0.${seq}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return t.smtp.nextMail(email);
}

describe('the invitation mail in the reader’s language', () => {
  const expected = {
    en: {
      subject: "You're invited to join Thursday Five on Turnout",
      words: [
        'Hi,',
        'Thabo Nkosi has invited you to join Thursday Five on Turnout, where the group organises its games',
        'Open the link below to create your account; you will be in the group straight away.',
        'Join Thursday Five: https://turnout.example/invite/',
        'The link works once and expires in 7 days. If you did not expect this invitation, you can ignore this email.',
      ],
    },
    es: {
      subject: 'Te han invitado a unirte a Thursday Five en Turnout',
      words: [
        'Hola:',
        'Thabo Nkosi te ha invitado a unirte a Thursday Five',
        'Unirme a Thursday Five:',
        'caduca en 7 días',
      ],
    },
    fr: {
      subject: 'Vous êtes invité à rejoindre Thursday Five sur Turnout',
      words: [
        'Bonjour,',
        'Thabo Nkosi vous invite à rejoindre Thursday Five',
        'Rejoindre Thursday Five:',
        'expire dans 7 jours',
      ],
    },
    'pt-BR': {
      subject: 'Você foi convidado para entrar em Thursday Five no Turnout',
      words: [
        'Olá,',
        'Thabo Nkosi convidou você para entrar em Thursday Five',
        'Entrar em Thursday Five:',
        'expira em 7 dias',
      ],
    },
    de: {
      subject: 'Du bist eingeladen, Thursday Five auf Turnout beizutreten',
      words: [
        'Hallo,',
        'Thabo Nkosi hat dich eingeladen, Thursday Five auf Turnout beizutreten',
        'Thursday Five beitreten:',
        'läuft in 7 Tagen ab',
      ],
    },
    ar: {
      subject: 'أنت مدعو للانضمام إلى Thursday Five على Turnout',
      words: [
        'مرحبًا،',
        'دعاك Thabo Nkosi للانضمام إلى Thursday Five على Turnout',
        'انضم إلى Thursday Five:',
        'بعد 7 أيام',
      ],
    },
  } as const;

  it.each(Object.keys(expected) as (keyof typeof expected)[])(
    '%s: the inviting admin’s language for someone without an account',
    async (language) => {
      const admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
      await speaking(admin, language);
      const email = `new-${language}-${Date.now()}@example.test`;
      // The profile's choice wins over the request's Accept-Language.
      const mail = await invite(admin, email, { 'accept-language': language === 'fr' ? 'de' : 'fr' });
      expect(mail.subject).toBe(expected[language].subject);
      for (const words of expected[language].words) expect(mail.text).toContain(words);
      expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(mail.links.some((l) => l.startsWith(`${APP_URL}/invite/`))).toBe(true);
    },
  );

  it('writes to someone with an account in their own language, not the admin’s', async () => {
    const admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    await speaking(admin, 'de');
    const invitee = await createUser(t);
    await speaking(invitee, 'ar');
    const mail = await invite(admin, invitee.email);
    expect(mail.subject).toBe(expected.ar.subject);
    expect(mail.text).toContain(
      'لديك بالفعل حساب في Turnout بعنوان البريد الإلكتروني هذا. افتح الرابط أدناه، وسجّل الدخول، ثم اختر قبول للانضمام.',
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('follows the admin’s Accept-Language when nobody chose a language', async () => {
    const admin = await createUser(t, { name: 'Thabo', surname: 'Nkosi' });
    const mail = await invite(admin, `nobody-${Date.now()}@example.test`, {
      'accept-language': 'es-AR,es;q=0.9',
    });
    expect(mail.subject).toBe(expected.es.subject);
    const english = await invite(admin, `nobody-en-${Date.now()}@example.test`);
    expect(english.subject).toBe(expected.en.subject);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
  });
});
