/**
 * The one-tap answer page, /rsvp/{token}?status=in|reserves|out (README "Notifications", One-tap answers;
 * docs/product.md#beyond-one-tap), rendered by the server rather than the app (docs/decisions/018-one-tap-page.md):
 * the game (description, group, kick-off on the group's clock in the reader's language, venue), who is
 * answering ("For Thabo"), the three answers with the link's `?status=` chosen (else the current answer),
 * and Confirm: a plain form POST to the same path, so it works without JavaScript, and opening the page
 * changes nothing (mail scanners open links). After confirming (`?done`) the player's place ("You're in —
 * 8/10", "You're on the reserves — number 2", "You're out"); a refused answer (RSVP cutoff, the 429 of
 * the link's limit, …) shows the server's sentence above the answers; a link that cannot be answered
 * (tampered, expired, its account or game gone) shows its sentence and no answers. Every page links to
 * the full app: the team sheet (through sign-in when signed out), or "Sign in" / "Your games".
 *
 * In the link's person's language (README "Languages"; pageLanguage): their profile's, else the
 * browser's Accept-Language, else English; `<html lang dir>` follow it (Arabic right to left), the words
 * are the catalogue's 'games:answerPage.*', a refusal's sentence is said in it (translateRefusal), and
 * the kick-off is written in it (with the browser's region when the browser speaks the same language).
 * Rendered here, so the page's script stays a few hundred bytes with no catalogue in it.
 */
import { utcOffsetMinutes, zoneAbbreviation, type RsvpLinkReply, type RsvpStatus } from '@turnout/shared';
import { timeFormatter } from '@turnout/shared/clock';
import type { Translator } from '@turnout/shared/i18n';
import { translateRefusal, translatorFor } from '@turnout/shared/i18n/all';
import { isLanguage, languageOfAcceptLanguage, type Language } from '@turnout/shared/i18n/languages';
import { escapeHtml } from '../../lib/html.ts';
import { alertBox, icon, pageDocument } from './page-html.ts';

const STATUSES: RsvpStatus[] = ['in', 'reserves', 'out'];

/**
 * The first language of an Accept-Language header that Intl knows ("en-ZA,en;q=0.9" → "en-ZA"), else
 * "en": the reader's language for the kick-off, as the app writes dates in the browser's language.
 */
export function pageLocale(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? '').slice(0, 256).split(',')) {
    const tag = part.split(';')[0]!.trim();
    if (!tag || tag === '*') continue;
    try {
      const [known] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (known) return known;
    } catch {
      // not a language tag: try the next one
    }
  }
  return 'en';
}

/**
 * The page's language: the link's person's choice (`ownerLanguage`, users.language), else the first of
 * the browser's Accept-Language that Turnout speaks, else English.
 */
export function pageLanguage(ownerLanguage: string | null, acceptLanguage: string | undefined): Language {
  if (isLanguage(ownerLanguage)) return ownerLanguage;
  return languageOfAcceptLanguage(acceptLanguage) ?? 'en';
}

/**
 * The locale the kick-off is written in on a page in `language`: the browser's own tag when it is that
 * language ("en-ZA" keeps its 24-hour clock, "de-AT" its month names), else the page's language.
 */
export function dateLocale(language: Language, acceptLanguage: string | undefined): string {
  const browser = pageLocale(acceptLanguage);
  return languageOfAcceptLanguage(browser) === language ? browser : language;
}

/**
 * "Thursday, 4 March 2027, 19:00" (en-ZA) or "Thursday, March 4, 2027, 7:00 PM" (en-US): the kick-off
 * on the group's clock, its time of day on the language's own 12- or 24-hour clock (README "A group's
 * time zone and currency"). Other languages join date and time their own way ("Donnerstag, 4. März
 * 2027 um 19:00").
 */
export function kickOffText(at: Date, timeZone: string, locale: string): string {
  const dateParts = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (languageOfAcceptLanguage(locale) !== 'en') return timeFormatter(locale, timeZone, dateParts).format(at);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(at);
  const time = timeFormatter(locale, timeZone, {}).format(at);
  return `${date}, ${time}`;
}

/** Where the person stands on the sheet the link's reply describes, or null before any answer. */
function placeText(link: RsvpLinkReply, { t }: Translator): string | null {
  switch (link.status) {
    case 'in':
      return t('games:answerPage.placeIn', {
        mainTeamCount: link.game.main_team_count,
        maxPlayers: link.game.max_players,
      });
    case 'reserves':
      return link.reserves_position === null
        ? t('games:answerPage.placeReservesUnnumbered')
        : t('games:answerPage.placeReserves', { position: link.reserves_position });
    case 'out':
      return t('games:answerPage.placeOut');
    default:
      return null;
  }
}

/**
 * The game's facts. The zone's short name follows the kick-off, hidden until the page's script finds
 * the reader's clock shows another time then (`data-offset`, the group zone's UTC offset at kick-off in
 * minutes, against the browser's own); shown outright without JavaScript. Hidden, it keeps its room, so
 * nothing moves when it appears.
 */
function gameFacts(game: RsvpLinkReply['game'], locale: string): string {
  const at = new Date(game.game_datetime);
  const venue = game.venue ? `<p class="row">${icon('pin')}<span>${escapeHtml(game.venue)}</span></p>` : '';
  return `<div class="game">
<p class="title">${escapeHtml(game.description)}</p>
<p class="dimmed">${escapeHtml(game.group_name)}</p>
<p class="row">${icon('calendar')}<span data-kick-off="${escapeHtml(game.game_datetime)}" data-offset="${utcOffsetMinutes(at, game.time_zone)}">${escapeHtml(kickOffText(at, game.time_zone, locale))}<span class="zone">\u00a0${escapeHtml(zoneAbbreviation(at, game.time_zone))}</span></span></p>
${venue}</div>`;
}

/**
 * A link to the full app, signed out by default; the page's script turns it into the signed-in one
 * (`data-signed-in-href`, `data-signed-in-text`) when this browser holds a session.
 */
function appLink(
  variant: string,
  signedOut: { href: string; text: string },
  signedIn: { href: string; text: string },
) {
  return `<a class="btn ${variant}" href="${escapeHtml(signedOut.href)}" data-signed-in-href="${escapeHtml(signedIn.href)}" data-signed-in-text="${escapeHtml(signedIn.text)}">${escapeHtml(signedOut.text)}</a>`;
}

/** The page of a link that can be answered. */
export function rsvpLinkPage(
  link: RsvpLinkReply,
  view: {
    token: string;
    /** The answer chosen: the link's `?status=`, else the current answer. */
    choice: RsvpStatus | null;
    /** Just confirmed (the redirect after the form's POST): show the place instead of the answers. */
    confirmed: boolean;
    /** The sentence of a refused answer (English, as thrown: said here in `language`). */
    error: string | null;
    /** The page's language (pageLanguage) and the kick-off's locale (dateLocale). */
    language: Language;
    locale: string;
    script: string | null;
  },
): string {
  const translator = translatorFor(view.language);
  const { t } = translator;
  const place = placeText(link, translator);
  const gameId = link.game.id;
  const confirmed = view.confirmed && place !== null;
  let middle: string;
  if (confirmed) {
    middle = alertBox(
      link.status === 'out' ? 'gray' : 'green',
      'status',
      `<strong>${escapeHtml(place)}</strong>`,
    );
  } else {
    const answers = STATUSES.map(
      (s) =>
        `<label class="answer ${s}"><input type="radio" name="status" value="${s}" required${view.choice === s ? ' checked' : ''}><span>${escapeHtml(t(`games:answerPage.answers.${s}`))}</span></label>`,
    ).join('');
    middle = `<p class="dimmed">${escapeHtml(place ? t('games:answerPage.soFar', { place }) : t('games:answerPage.notAnswered'))}</p>
<form method="post" action="/rsvp/${escapeHtml(encodeURIComponent(view.token))}">
<fieldset><legend class="sr-only">${escapeHtml(t('games:answerPage.answersLabel'))}</legend>${answers}</fieldset>
${view.error ? alertBox('red', 'alert', escapeHtml(inLanguage(view.error, translator))) : ''}
<button class="btn filled" type="submit">${escapeHtml(t('games:answerPage.confirm'))}</button>
</form>`;
  }
  const teamSheet = appLink(
    confirmed ? 'light' : 'subtle',
    { href: `/login?next=/games/${gameId}`, text: t('games:answerPage.signInForTeamSheet') },
    { href: `/games/${gameId}`, text: t('games:answerPage.seeTeamSheet') },
  );
  return pageDocument({
    language: view.language,
    title: t('games:answerPage.title'),
    subtitle: t('games:answerPage.forWhom', { name: link.user.name }),
    body: `${gameFacts(link.game, view.locale)}\n${middle}\n${teamSheet}`,
    script: view.script,
  });
}

/**
 * The page of a link that cannot be answered: the server's sentence (`message`, English as thrown, said
 * in `language`; yellow for 410, an expired link; red otherwise) and a way on, "Sign in" (or "Your
 * games" with a session).
 */
export function failedLinkPage(
  statusCode: number,
  message: string,
  script: string | null,
  language: Language = 'en',
): string {
  const translator = translatorFor(language);
  const { t } = translator;
  return pageDocument({
    language,
    title: t('games:answerPage.title'),
    subtitle: null,
    body: `${alertBox(statusCode === 410 ? 'yellow' : 'red', 'alert', escapeHtml(inLanguage(message, translator)))}
${appLink('default', { href: '/login', text: t('games:answerPage.signIn') }, { href: '/games', text: t('games:answerPage.yourGames') })}`,
    script,
  });
}

/** An English sentence of the catalogue said in the translator's language; any other stays as it is. */
function inLanguage(english: string, translator: Translator): string {
  return translator.language === 'en' ? english : (translateRefusal(english, translator) ?? english);
}
