/**
 * Notification emails in the recipient's language (README "Languages", "Notifications"): subject,
 * greeting, sentence, buttons and the "Stop these emails" line in their profile's language (English when
 * they chose none), the HTML's lang and dir with it, the kick-off through Intl on the group's zone — one
 * email per language, through a real SMTP server. Subjects name only the group and the kick-off, never
 * the admin's description (the megaphone rule).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fullName, noticeWhen, type Game } from '@turnout/shared';
import type { Language } from '@turnout/shared/i18n';
import { users } from '../../../src/db/schema.ts';
import { DIGEST_QUEUE } from '../../../src/modules/notifications/coalesce.ts';
import { REMINDER_SWEEP_QUEUE } from '../../../src/modules/reminders/service.ts';
import { createGroup, createUser, setRsvp, type TestUser } from '../../support/factories.ts';
import { withMailApp, type MailContext } from '../../support/mail-app.ts';
import type { SmtpSink } from '../../support/smtp.ts';

const APP_URL = 'https://turnout.example';
let now = new Date('2027-03-01T10:00:00Z');
let t: MailContext;
let smtp: SmtpSink;

withMailApp((app) => ([t, smtp] = [app, app.smtp]), { APP_URL }, { clock: () => now });

const kickoff = new Date('2027-03-05T19:00:00.000Z');
const zone = 'Africa/Johannesburg';

async function settle() {
  await t.app.jobs.idle();
  await t.app.mailer.idle();
}

async function speaker(name: string, language: Language | null): Promise<TestUser> {
  const user = await createUser(t, { name });
  if (language) await t.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

/** A group "Sunday league" of Ada (admin, English) and `member`, with a game "Friday five" on 5 March. */
async function setUp(member: TestUser) {
  const admin = await createUser(t, { name: 'Ada' });
  const group = await createGroup(t, admin, { name: 'Sunday league', members: [member] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: t.auth(admin),
    payload: {
      group_id: group.id,
      description: 'Friday five',
      game_datetime: kickoff.toISOString(),
      venue: 'Astro 2',
      max_players: 10,
      rsvp_cutoff: 0,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { admin, group, game: res.json<Game>() };
}

/** What a deleted game's email says, per language: subject, greeting, sentence (when filled in), footer. */
const deleted: Record<
  Language,
  { subject: string; greeting: string; said: string; stop: string; wrote: string }
> = {
  en: {
    subject: 'Game deleted — Sunday league',
    greeting: 'Hi Ann,',
    said: 'Game cancelled: the game, {when} has been deleted.',
    stop: 'Stop these emails',
    wrote: '{author} wrote:',
  },
  es: {
    subject: 'Partido eliminado — Sunday league',
    greeting: 'Hola, Ann:',
    said: 'Partido cancelado: el partido del {when} se ha eliminado.',
    stop: 'No recibir más estos correos',
    wrote: '{author} escribió:',
  },
  fr: {
    subject: 'Match supprimé — Sunday league',
    greeting: 'Bonjour Ann,',
    said: 'Match annulé : le match du {when} a été supprimé.',
    stop: 'Ne plus recevoir ces e-mails',
    wrote: '{author} a écrit :',
  },
  'pt-BR': {
    subject: 'Partida excluída — Sunday league',
    greeting: 'Olá, Ann,',
    said: 'Partida cancelada: a partida de {when} foi excluída.',
    stop: 'Parar de receber estes e-mails',
    wrote: '{author} escreveu:',
  },
  de: {
    subject: 'Spiel gelöscht – Sunday league',
    greeting: 'Hallo Ann,',
    said: 'Spiel abgesagt: das Spiel am {when} wurde gelöscht.',
    stop: 'Diese E-Mails abbestellen',
    wrote: '{author} schrieb:',
  },
  ar: {
    subject: 'حُذفت المباراة — Sunday league',
    greeting: 'مرحبًا Ann،',
    said: 'أُلغيت المباراة: حُذفت مباراة {when}.',
    stop: 'أوقف هذه الرسائل',
    wrote: 'كتب \u2068{author}\u2069:',
  },
};

describe('a notification email in the recipient’s language', () => {
  it.each(Object.keys(deleted) as Language[])('%s', async (language) => {
    const ann = await speaker('Ann', language === 'en' ? null : language);
    const { admin, game } = await setUp(ann);
    await setRsvp(t, game.id, ann.id, 'in');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle();

    const mail = await smtp.nextMail(ann.email);
    const words = deleted[language];
    expect(mail.subject).toBe(words.subject);
    expect(mail.text).toContain(words.greeting);
    expect(mail.text).toContain(words.said.replace('{when}', noticeWhen(kickoff, zone, language)));
    expect(mail.text).toContain(`${words.stop}: ${APP_URL}/unsubscribe/`);
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    // The admin's description is quoted in the body under their name, never in the subject.
    expect(mail.text).toContain(`${words.wrote.replace('{author}', fullName(admin))}\n> Friday five`);
    expect(mail.subject).not.toContain('Friday five');
  });

  it('says a reminder in Arabic: subject with the kick-off, answer buttons, the reason', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const amal = await speaker('Amal', 'ar');
    await setUp(amal);
    now = new Date('2027-03-04T19:00:00Z');
    await t.app.jobs.run(REMINDER_SWEEP_QUEUE);
    await settle();
    const mail = await smtp.nextMail(amal.email);
    const when = noticeWhen(kickoff, zone, 'ar');
    expect(mail.subject).toBe(`Sunday league: هل ستلعب ${when}؟`);
    expect(mail.text).toContain(`هل ستلعب؟ مباراة ${when} — أجب: ألعب أو لا ألعب أو احتياط.`);
    expect(mail.text).toMatch(new RegExp(`ألعب: ${APP_URL}/rsvp/`));
    expect(mail.text).toMatch(new RegExp(`احتياط: ${APP_URL}/rsvp/`));
    expect(mail.text).toContain('وصلتك هذه الرسالة لأنك في Sunday league ولم تُجب بعد.');
  });

  it('mails a German member a window of team changes under a German subject with the kick-off', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const dieter = await speaker('Dieter', 'de');
    const { admin, game } = await setUp(dieter);
    const move = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: path, headers: t.auth(admin), payload });
    expect(
      (await move('/api/rsvps/add', { gameId: game.id, userId: dieter.id, status: 'in' })).statusCode,
    ).toBe(200);
    now = new Date(now.getTime() + 11 * 60_000);
    await t.app.jobs.run(DIGEST_QUEUE);
    await settle();
    const one = await smtp.nextMail(dieter.email);
    // "You're in — Sunday league, Fri 21:00" in German: what happened, the group, weekday and time.
    expect(one.subject).toMatch(/^Du bist dabei – Sunday league, .+21:00$/);
    expect(one.text).toContain('Das hat sich für dich geändert:');

    expect(
      (
        await move('/api/rsvps/admin/update-team', {
          gameId: game.id,
          userId: dieter.id,
          newTeam: 'reserves',
        })
      ).statusCode,
    ).toBe(200);
    expect((await move('/api/rsvps/remove', { gameId: game.id, userId: dieter.id })).statusCode).toBe(200);
    now = new Date(now.getTime() + 11 * 60_000);
    await t.app.jobs.run(DIGEST_QUEUE);
    await settle();
    const two = await smtp.nextMail(dieter.email);
    const when = noticeWhen(kickoff, zone, 'de');
    expect(two.subject).toMatch(/^2 Änderungen – Sunday league, .+21:00$/);
    expect(two.text).toContain('Diese 2 Änderungen gab es für dich, die neueste zuletzt:');
    expect(two.text).toContain(`Du sitzt jetzt auf der Ersatzbank für das Spiel am ${when}.`);
    expect(two.text).toContain(`Du wurdest für das Spiel am ${when} von der Aufstellung genommen.`);
    expect(two.text).toContain(`In Turnout öffnen: ${APP_URL}/games/${game.id}`);
  });
});
