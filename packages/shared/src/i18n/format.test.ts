/**
 * Plurals, money and dates in every language (README "Languages"): each language's own plural forms
 * from its catalogue, and Intl's money and date formats in the group's zone and currency.
 */
import { describe, expect, it } from 'vitest';
import { translatorFor } from './all.ts';
import { formatMoney, formatNumber, formatWait, formatWhen, waitOf } from './format.ts';
import { translateEnglish } from './translate-english.ts';
import { englishT } from './english.ts';
import { LANGUAGES, type Language } from './languages.ts';

// A Saturday: 19:00 in Johannesburg, Madrid, Paris and Berlin (a 12-hour clock in en and ar: Intl's data).
const KICKOFF = new Date('2026-06-20T17:00:00Z');

const expected: Record<
  Language,
  { one: string; two: string; five: string; eleven: string; money: string; when: RegExp }
> = {
  en: {
    one: '1 notification deleted.',
    two: '2 notifications deleted.',
    five: '5 notifications deleted.',
    eleven: '11 notifications deleted.',
    money: 'R 120,50',
    when: /^Saturday, June 20 at 7:00 PM$/,
  },
  es: {
    one: '1 notificación eliminada.',
    two: '2 notificaciones eliminadas.',
    five: '5 notificaciones eliminadas.',
    eleven: '11 notificaciones eliminadas.',
    money: '120,50 €',
    when: /^sábado, 20 de junio,? 19:00$/,
  },
  fr: {
    one: '1 notification supprimée.',
    two: '2 notifications supprimées.',
    five: '5 notifications supprimées.',
    eleven: '11 notifications supprimées.',
    money: '120,50 €',
    when: /^samedi 20 juin (à )?19:00$/,
  },
  'pt-BR': {
    one: '1 notificação excluída.',
    two: '2 notificações excluídas.',
    five: '5 notificações excluídas.',
    eleven: '11 notificações excluídas.',
    money: 'R$ 120,50',
    when: /^sábado, 20 de junho( às|,) 19:00$/,
  },
  de: {
    one: '1 Benachrichtigung gelöscht.',
    two: '2 Benachrichtigungen gelöscht.',
    five: '5 Benachrichtigungen gelöscht.',
    eleven: '11 Benachrichtigungen gelöscht.',
    money: '120,50 €',
    when: /^Samstag, 20\. Juni( um|,) 19:00$/,
  },
  ar: {
    one: 'تم حذف إشعار واحد.',
    two: 'تم حذف إشعارين.',
    five: 'تم حذف 5 إشعارات.',
    eleven: 'تم حذف 11 إشعارًا.',
    money: '\u200f120.50 ر.س.\u200f',
    when: /^السبت، (20|٢٠) يونيو في (7:00|٧:٠٠) م$/,
  },
};

const currencyOf: Record<Language, [string, string]> = {
  en: ['ZAR', 'Africa/Johannesburg'],
  es: ['EUR', 'Europe/Madrid'],
  fr: ['EUR', 'Europe/Paris'],
  'pt-BR': ['BRL', 'Africa/Johannesburg'],
  de: ['EUR', 'Europe/Berlin'],
  ar: ['SAR', 'Africa/Johannesburg'],
};

const normalise = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe.each(LANGUAGES)('%s', (language) => {
  const { t } = translatorFor(language);
  const want = expected[language];

  it('picks the plural form by the language’s own rules', () => {
    expect(t('notifications:deleted', { count: 1 })).toBe(want.one);
    expect(t('notifications:deleted', { count: 2 })).toBe(want.two);
    expect(t('notifications:deleted', { count: 5 })).toBe(want.five);
    expect(t('notifications:deleted', { count: 11 })).toBe(want.eleven);
  });

  it('writes money in the group’s currency the reader’s way (English: the currency’s own locale)', () => {
    expect(normalise(formatMoney('120.50', currencyOf[language][0], language)!)).toBe(normalise(want.money));
  });

  it('writes a kick-off in the group’s zone, the reader’s language and clock', () => {
    expect(normalise(formatWhen(KICKOFF, currencyOf[language][1], language))).toMatch(want.when);
  });

  it('fills the limits the sentences quote, and parameters as given', () => {
    expect(t('accounts:passwordTooShort')).toContain('8');
    expect(t('games:teamMoves.removed', { name: 'Thabo' })).toContain('Thabo');
    expect(formatNumber(4000, language)).toMatch(/4|٤/);
  });
});

/** A rate limit's `{{wait}}` (README "Languages"): Intl's long units, English byte for byte as before. */
describe('waits', () => {
  it('rounds up to the unit said and writes English as the sentences always did', () => {
    expect([1, 45, 60, 61, 7200, 7201].map((s) => formatWait(waitOf(s), 'en'))).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '120 minutes',
      '3 hours',
    ]);
  });

  it('says the wait of a translated refusal in its language', () => {
    const english = englishT('groups:tooManyGroupsCreated', { wait: formatWait(waitOf(300), 'en') });
    expect(english).toBe('You have created too many groups. Please try again in 5 minutes.');
    expect(translateEnglish(english, translatorFor('de'))).toBe(
      'Du hast zu viele Gruppen angelegt. Bitte versuche es in 5 Minuten erneut.',
    );
    expect(translateEnglish(english, translatorFor('ar'))).toBe(
      'أنشأت مجموعات كثيرة جدًا. يرجى المحاولة بعد 5 دقائق.',
    );
    const hours = englishT('games:tooManyGamesCreated', { wait: formatWait(waitOf(3 * 3600), 'en') });
    expect(translateEnglish(hours, translatorFor('de'))).toContain('in 3 Stunden');
  });

  it('leaves the one-tap page’s and the calendar’s words out of refusal matching', () => {
    expect(translateEnglish('For security reasons, sign in again.', translatorFor('de'))).toBeUndefined();
  });
});
