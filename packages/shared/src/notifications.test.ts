/**
 * Notices (README "Languages", "Notifications"): what a notification stores is JSON (a key and its
 * parameters), renders the specification's English sentences exactly, and renders in any language with
 * the kick-off through Intl on the group's zone; email subjects keep "You're in — Thursday Footy, Thu
 * 19:00" in English.
 */
import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n/all.ts';
import {
  mailSubject,
  NEW_VENUE,
  noticeWhen,
  notices,
  notificationMessages,
  plainGameRef,
  renderNotice,
  type GameRef,
} from './notifications.ts';

const at = new Date('2025-11-27T17:00:00Z');
const zone = 'Africa/Johannesburg';
const g: GameRef = { description: 'Thursday Footy', at, timeZone: zone };
const de = translatorFor('de');
const ar = translatorFor('ar');

describe('notices', () => {
  it('are JSON: a key and parameters, dates as ISO strings with the zone', () => {
    const text = notices.promoted(g);
    expect(JSON.parse(JSON.stringify(text))).toEqual(text);
    expect(text).toEqual({
      key: 'notifications:notices.promoted',
      params: { game: { type: 'game', description: 'Thursday Footy', at: at.toISOString(), timeZone: zone } },
    });
  });

  it('say the specification’s English sentences exactly', () => {
    expect(notificationMessages.promoted(g)).toBe(
      "You're in! Promoted to the main team for Thursday Footy, Thu 27 Nov 19:00.",
    );
    expect(notificationMessages.reminder(plainGameRef(g))).toBe(
      'Are you playing? the game, Thu 27 Nov 19:00 — answer in, out or reserves.',
    );
    const later = new Date('2025-11-28T17:30:00Z');
    expect(
      notificationMessages.gameChanged(
        'Thursday Footy',
        { at, venue: 'Astro 2', timeZone: zone },
        { at: later, venue: null, timeZone: zone },
      ),
    ).toBe('Game changed: Thursday Footy is now Fri 28 Nov 19:30 (was Thu 27 Nov 19:00 at Astro 2).');
    expect(
      notificationMessages.gameChangedPlain(
        { at, venue: 'Astro 2', timeZone: zone },
        { at: later, venue: null, timeZone: zone },
      ),
    ).toBe('Game changed: the game is now on Fri 28 Nov 19:30 (was Thu 27 Nov 19:00), at a new venue.');
    expect(notificationMessages.droppedOut('Sipho Dlamini', g, 9, 10)).toBe(
      'Sipho Dlamini dropped out of Thursday Footy, Thu 27 Nov 19:00: main team 9/10.',
    );
    expect(
      notificationMessages.seriesCreated(
        'Sunday league',
        'Thursday Footy',
        { freq: 'WEEKLY', interval: 1 },
        at,
        zone,
      ),
    ).toBe('New weekly game in Sunday league: Thursday Footy, starting Thu 27 Nov 19:00.');
    expect(notificationMessages.seriesStopped(null, 1)).toBe(
      'Series stopped: the recurring game no longer repeats, and its upcoming game has been cancelled.',
    );
    expect(notificationMessages.seriesStopped('Thursday Footy', 3)).toBe(
      'Series stopped: Thursday Footy no longer repeats, and its 3 upcoming games have been cancelled.',
    );
  });

  it('render in the reader’s language, the kick-off in their words on the group’s zone', () => {
    const when = noticeWhen(at, zone, 'de');
    expect(when).not.toBe('Thu 27 Nov 19:00');
    expect(when).toContain('19:00');
    expect(renderNotice(de, notices.promoted(g))).toBe(
      `Du bist dabei! Du bist für Thursday Footy, ${when} in die Startelf nachgerückt.`,
    );
    expect(renderNotice(de, notices.seriesStopped(null, 3))).toBe(
      'Serie beendet: das Serienspiel wiederholt sich nicht mehr, und die 3 anstehenden Spiele wurden abgesagt.',
    );
    // User text in an Arabic sentence is isolated; in German it is as it is.
    expect(renderNotice(ar, notices.addedToGroup('Karim Mustermann', 'Polyglot United'))).toBe(
      'أضافك \u2068Karim Mustermann\u2069 إلى \u2068Polyglot United\u2069.',
    );
    expect(renderNotice(ar, notices.seriesStopped(null, 2))).toBe(
      'توقفت السلسلة: المباراة المتكررة لم تعد تتكرر، وأُلغيت مباراتاها القادمتان.',
    );
  });

  it('say a series’ edit in the reader’s language: its rule, time, venue and the reader’s cancelled dates', () => {
    const rule = { rrule: 'FREQ=WEEKLY;BYDAY=FR', startDate: '2027-03-04', timeZone: 'Europe/London' };
    const changed = notices.seriesRuleChanged('Kickabout', rule, { time: '19:00', venue: 'Astro 2' });
    const dates = [new Date('2027-03-18T19:00:00Z'), new Date('2027-03-25T19:00:00Z')];
    const withDates = notices.seriesCancelled(changed, dates, 'Europe/London');
    expect(JSON.parse(JSON.stringify(withDates))).toEqual(withDates);
    expect(renderNotice(translatorFor('en'), withDates)).toBe(
      'Recurring game changed: Kickabout now repeats every Friday, at 19:00 at Astro 2. Cancelled: Thu 18 Mar, Thu 25 Mar.',
    );
    expect(renderNotice(de, withDates)).toBe(
      'Serienspiel geändert: Kickabout – jetzt jede Woche am Freitag, um 19:00 in Astro 2. Abgesagt: Do., 18. März und Do., 25. März.',
    );
    expect(renderNotice(translatorFor('fr'), changed)).toBe(
      'Match récurrent modifié : Kickabout — chaque semaine, le vendredi, à 19:00 à Astro 2.',
    );
    const moved = notices.seriesMoved(
      'Kickabout',
      { time: '19:00', venue: 'Astro 2' },
      { time: '20:00', venue: 'Astro 3' },
      2,
    );
    expect(renderNotice(translatorFor('en'), moved)).toBe(
      'Recurring game changed: Kickabout is now at 20:00 at Astro 3 (was 19:00 at Astro 2), for your next 2 games.',
    );
    expect(renderNotice(de, moved)).toBe(
      'Serienspiel geändert: Kickabout ist jetzt um 20:00 in Astro 3 (vorher 19:00 in Astro 2), für deine nächsten 2 Spiele.',
    );
    // As emails say it: no description, no venue, only that it is new; Arabic's dual "your two next games".
    const plain = notices.seriesMoved(
      null,
      { time: '19:00', venue: null },
      { time: '20:00', venue: NEW_VENUE },
      2,
    );
    expect(renderNotice(translatorFor('en'), plain)).toBe(
      'Recurring game changed: the recurring game is now at 20:00 at a new venue (was 19:00), for your next 2 games.',
    );
    expect(renderNotice(ar, plain)).toMatch(
      /^تغيّرت المباراة المتكررة: المباراة المتكررة .* في ملعب جديد .*لمباراتيك القادمتين\.$/,
    );
  });

  it('write their numbers the reader’s way through Intl; English as the specification writes them', () => {
    expect(renderNotice(de, notices.droppedOut('Mo', g, 1200, 1500))).toContain('Startelf 1.200/1.500.');
    expect(renderNotice(translatorFor('en'), notices.droppedOut('Mo', g, 1200, 1500))).toContain(
      'main team 1200/1500.',
    );
  });

  it('name a player whose account is gone as "A player", in the reader’s language', () => {
    expect(renderNotice(translatorFor('en'), notices.droppedOut(null, g, 9, 10))).toBe(
      `A player dropped out of Thursday Footy, ${noticeWhen(at, zone, 'en')}: main team 9/10.`,
    );
    expect(renderNotice(de, notices.droppedOut(null, g, 9, 10))).toBe(
      `Jemand hat für Thursday Footy, ${noticeWhen(at, zone, 'de')} abgesagt: Startelf 9/10.`,
    );
  });

  it('list a coalesced window: one change is that change, several are "N changes:" and each', () => {
    const one = notices.gameChanges([notices.promoted(g)]);
    expect(renderNotice(de, one)).toBe(renderNotice(de, notices.promoted(g)));
    const three = notices.gameChanges([
      notices.promoted(g),
      'An older sentence.',
      notices.movedToReserves(g),
    ]);
    expect(renderNotice(translatorFor('en'), three).split('\n')).toEqual([
      '3 changes:',
      notificationMessages.promoted(g),
      'An older sentence.',
      notificationMessages.movedToReserves(g),
    ]);
    expect(renderNotice(ar, three).split('\n')[0]).toBe('3 تغييرات:');
  });
});

describe('mailSubject', () => {
  it('says what happened, the group and the kick-off: exactly the specification’s English', () => {
    const en = translatorFor('en');
    const about = { groupName: 'Thursday Footy', at, timeZone: zone };
    expect(mailSubject(en, 'promoted', about)).toBe("You're in — Thursday Footy, Thu 19:00");
    expect(mailSubject(en, { changes: 3 }, about)).toBe('3 changes — Thursday Footy, Thu 19:00');
    expect(mailSubject(en, 'addedToGroup', { groupName: 'Thursday Footy' })).toBe(
      'You were added — Thursday Footy',
    );
    expect(mailSubject(en, 'fallback')).toBe('A change for you — Turnout');
    expect(mailSubject(de, 'promoted', about)).toMatch(/^Du bist dabei – Thursday Footy, .+19:00$/);
    // A delivery queued before subjects were keys carried the English words: they stay as they were.
    expect(mailSubject(de, "You're in" as 'promoted', about)).toMatch(
      /^You're in – Thursday Footy, .+19:00$/,
    );
  });
});
