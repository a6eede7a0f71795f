/**
 * The main team that pays and that played (README "Who pays what", "A fair, visible record"): the team
 * sheet as it stands now, and as it stood at kick-off, rebuilt from sheet_history.
 *
 * At kick-off, each person's place (member or guest) is the `to` of their last sheet_history entry at or
 * before kick-off. A person without such an entry (a sheet from before the history existed, or an
 * answer older than it) keeps their current rsvps / game_guests row: team sheets cannot change once a
 * game has started, so that row is still the one of kick-off. A game without any history is therefore
 * read entirely from its current rows.
 *
 * Order of each list (the team sheet's order, which decides who gets a split's extra cents): members and
 * guests together by `position` (the shared rsvp_position_seq) when their current row is still in that
 * list; anyone whose current row is elsewhere or gone follows, in the order of the history entry that
 * put them there.
 */
import type { SheetPlace } from '@turnout/shared';
import type { Executor } from '../../db/client.ts';
import { historyOfGames, type HistoryRow } from '../rsvps/sheet-writes.ts';
import * as repo from './repository.ts';

/** One place on a rebuilt team sheet: a member (`userId`) or a guest (`guestId`, `hostUserId`). */
export type SheetPerson = {
  userId: number | null;
  guestId: number | null;
  /** The member who brought the guest (guests only; null when no longer known). */
  hostUserId: number | null;
  name: string;
  /** "" for a guest. */
  surname: string;
};

/** A rebuilt team sheet: the main team and reserves in order, and every member's place. */
export type Sheet = {
  main: SheetPerson[];
  reserves: SheetPerson[];
  /** Each member's place (main, reserves, out; absent = none, no answer). Guests are not in it. */
  memberPlaces: Map<number, SheetPlace>;
};

/** The rows a sheet is rebuilt from, for one game. */
export type SheetRows = {
  rsvps: repo.RsvpRow[];
  guests: repo.GuestRow[];
  history: HistoryRow[];
};

type Candidate = {
  person: SheetPerson;
  place: SheetPlace;
  /** The current row's position when it is still in `place`; else null. */
  position: number | null;
  /** The id of the history entry that put them in `place` (0 for a current row). */
  entryId: number;
};

const placeOfStatus = (status: 'in' | 'reserves' | 'out'): SheetPlace => (status === 'in' ? 'main' : status);

/**
 * Rebuilds one game's sheet from `rows` as it stood at `at` (kick-off), or as it stands now when `at`
 * is null (history ignored: the current rows are the sheet).
 */
export function rebuildSheet(rows: SheetRows, at: Date | null): Sheet {
  const candidates = new Map<string, Candidate>();
  const currentPlace = new Map<string, { place: SheetPlace; position: number }>();

  for (const r of rows.rsvps) {
    const key = `u${r.userId}`;
    const place = placeOfStatus(r.status);
    currentPlace.set(key, { place, position: r.position });
    candidates.set(key, {
      person: { userId: r.userId, guestId: null, hostUserId: null, name: r.name, surname: r.surname },
      place,
      position: r.position,
      entryId: 0,
    });
  }
  for (const g of rows.guests) {
    const key = `g${g.guestId}`;
    const place = placeOfStatus(g.status);
    currentPlace.set(key, { place, position: g.position });
    candidates.set(key, {
      person: { userId: null, guestId: g.guestId, hostUserId: g.hostUserId, name: g.name, surname: '' },
      place,
      position: g.position,
      entryId: 0,
    });
  }

  if (at !== null) {
    // A guest's host: the member who added them (the actor of their first entry, by themselves).
    const hostOfGuest = new Map<number, number>();
    for (const h of rows.history) {
      if (h.guestId !== null && h.by === 'self' && h.actorId !== null && !hostOfGuest.has(h.guestId)) {
        hostOfGuest.set(h.guestId, h.actorId);
      }
    }
    for (const h of rows.history) {
      if (h.at.getTime() > at.getTime()) continue;
      const key = h.userId !== null ? `u${h.userId}` : h.guestId !== null ? `g${h.guestId}` : null;
      if (key === null) continue;
      const current = currentPlace.get(key);
      const known = candidates.get(key);
      const person: SheetPerson = known?.person ?? {
        userId: h.userId,
        guestId: h.userId === null ? h.guestId : null,
        hostUserId: h.userId === null && h.guestId !== null ? (hostOfGuest.get(h.guestId) ?? null) : null,
        name: (h.userId !== null ? h.name : h.guestName) ?? '',
        surname: h.userId !== null ? (h.surname ?? '') : '',
      };
      candidates.set(key, {
        person,
        place: h.to,
        position: current && current.place === h.to ? current.position : null,
        entryId: h.id,
      });
    }
  }

  const list = (place: SheetPlace) =>
    [...candidates.values()]
      .filter((c) => c.place === place)
      .sort((a, b) => {
        if (a.position !== null && b.position !== null) return a.position - b.position;
        if (a.position !== null) return -1;
        if (b.position !== null) return 1;
        return a.entryId - b.entryId;
      })
      .map((c) => c.person);

  const memberPlaces = new Map<number, SheetPlace>();
  for (const c of candidates.values()) {
    if (c.person.userId !== null && c.place !== 'none') memberPlaces.set(c.person.userId, c.place);
  }
  return { main: list('main'), reserves: list('reserves'), memberPlaces };
}

/** The rows of `gameIds`' sheets, three queries in all, grouped by game. */
export async function loadSheetRows(db: Executor, gameIds: number[]): Promise<Map<number, SheetRows>> {
  const [rsvps, guests, history] = await Promise.all([
    repo.rsvpRows(db, gameIds),
    repo.guestRows(db, gameIds),
    historyOfGames(db, gameIds),
  ]);
  const byGame = new Map<number, SheetRows>(
    gameIds.map((id) => [id, { rsvps: [], guests: [], history: [] }]),
  );
  for (const r of rsvps) byGame.get(r.gameId)?.rsvps.push(r);
  for (const g of guests) byGame.get(g.gameId)?.guests.push(g);
  for (const h of history) byGame.get(h.gameId)?.history.push(h);
  return byGame;
}

/**
 * "The main team at kick-off" of `game` (members and guests, in team-sheet order) and its reserves and
 * every member's place then, rebuilt from sheet_history (see the module comment); a game without
 * history reads its current rsvps and game_guests.
 */
export async function sheetAtKickoff(db: Executor, game: { id: number; gameDatetime: Date }): Promise<Sheet> {
  const rows = (await loadSheetRows(db, [game.id])).get(game.id)!;
  return rebuildSheet(rows, game.gameDatetime);
}

/** The current main team (rsvps `in` and game_guests `in` by position), reserves and members' places. */
export async function currentSheet(db: Executor, gameId: number): Promise<Sheet> {
  const rows = (await loadSheetRows(db, [gameId])).get(gameId)!;
  return rebuildSheet(rows, null);
}

/** The sheet that pays for `game` at `now`: the current one before kick-off, the kick-off one after. */
export function payingSheet(rows: SheetRows, game: { gameDatetime: Date }, now: Date): Sheet {
  return rebuildSheet(rows, now.getTime() >= game.gameDatetime.getTime() ? game.gameDatetime : null);
}
