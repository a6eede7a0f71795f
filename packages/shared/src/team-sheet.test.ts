import { describe, expect, it } from 'vitest';
import {
  decideRsvp,
  decideTeamMove,
  mainTeamHasRoom,
  playersToDemote,
  refusedByCutoff,
  reservesToPromote,
  rsvpReplyMessage,
} from './team-sheet.ts';

const room = { mainCount: 3, maxPlayers: 10, reservesCount: 0, cutoffPassed: false };
const fullNoneWaiting = { mainCount: 10, maxPlayers: 10, reservesCount: 0, cutoffPassed: false };
const fullWithQueue = { mainCount: 10, maxPlayers: 10, reservesCount: 2, cutoffPassed: false };
/** A main team with free places and reserves by choice waiting (they stay where they chose). */
const roomWithChoosers = { mainCount: 1, maxPlayers: 2, reservesCount: 2, cutoffPassed: false };

describe('the queue rule', () => {
  it('gives places that open in a full main team to the front of the queue, never more than wait', () => {
    const full = (mainBefore: number, maxBefore = 10) => ({ mainBefore, maxBefore });
    expect(reservesToPromote({ ...full(10), mainCount: 9, maxPlayers: 10, reservesCount: 4 })).toBe(1);
    expect(reservesToPromote({ ...full(10), mainCount: 8, maxPlayers: 10, reservesCount: 1 })).toBe(1);
    expect(reservesToPromote({ ...full(10), mainCount: 9, maxPlayers: 10, reservesCount: 0 })).toBe(0);
    // max_players went up by 2 over a full team with 5 waiting.
    expect(reservesToPromote({ ...full(10), mainCount: 10, maxPlayers: 12, reservesCount: 5 })).toBe(2);
    // max_players went down: nobody moves up, the latest joiners go down.
    expect(reservesToPromote({ ...full(10), mainCount: 10, maxPlayers: 7, reservesCount: 5 })).toBe(0);
    expect(playersToDemote({ mainCount: 10, maxPlayers: 7 })).toBe(3);
    expect(playersToDemote({ mainCount: 5, maxPlayers: 7 })).toBe(0);
  });

  it('leaves reserves by choice where they are when the main team had free places', () => {
    // 9 of 10 before a player left: the reserves waited by choice, and still do.
    expect(
      reservesToPromote({ mainBefore: 9, maxBefore: 10, mainCount: 8, maxPlayers: 10, reservesCount: 3 }),
    ).toBe(0);
    // max_players up from 10 to 12 over 9 players: no place opened in a full team.
    expect(
      reservesToPromote({ mainBefore: 9, maxBefore: 10, mainCount: 9, maxPlayers: 12, reservesCount: 3 }),
    ).toBe(0);
  });

  it('lets anyone take a place directly while one is free, reserves waiting or not', () => {
    expect(mainTeamHasRoom({ mainCount: 3, maxPlayers: 10 })).toBe(true);
    expect(mainTeamHasRoom({ mainCount: 1, maxPlayers: 2 })).toBe(true);
    expect(mainTeamHasRoom({ mainCount: 10, maxPlayers: 10 })).toBe(false);
  });
});

describe('decideRsvp', () => {
  it('puts an `in` in the main team while it has room, else at the back of the reserves', () => {
    expect(decideRsvp({ ...room, current: 'pending', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'in',
      leavesMainTeam: false,
    });
    expect(decideRsvp({ ...fullNoneWaiting, current: 'out', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: false,
    });
  });

  it("takes a free place for a newcomer's `in` while reserves by choice wait", () => {
    expect(decideRsvp({ ...roomWithChoosers, current: 'pending', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'in',
      leavesMainTeam: false,
    });
  });

  it('keeps a reserve in line when they ask `in` of a full team, and moves them up when a place is free', () => {
    expect(decideRsvp({ ...fullWithQueue, current: 'reserves', requested: 'in' })).toEqual({
      kind: 'unchanged',
      status: 'reserves',
    });
    expect(decideRsvp({ ...roomWithChoosers, current: 'reserves', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'in',
      leavesMainTeam: false,
    });
  });

  it('changes nothing when the current status is sent again, even after the cutoff', () => {
    for (const status of ['in', 'reserves', 'out'] as const) {
      expect(
        decideRsvp({ ...fullWithQueue, cutoffPassed: true, current: status, requested: status }),
      ).toEqual({
        kind: 'unchanged',
        status,
      });
    }
  });

  it('opens a main-team place when a main-team player goes out or to the reserves', () => {
    expect(decideRsvp({ ...fullWithQueue, current: 'in', requested: 'out' })).toEqual({
      kind: 'move',
      to: 'out',
      leavesMainTeam: true,
    });
    expect(decideRsvp({ ...fullWithQueue, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: true,
    });
    expect(decideRsvp({ ...fullWithQueue, current: 'reserves', requested: 'out' })).toEqual({
      kind: 'move',
      to: 'out',
      leavesMainTeam: false,
    });
  });

  it('always takes "reserves" before the cutoff: a reserve by choice (product.md §4 RSVP status)', () => {
    // Nobody waits to take the main-team player's place: they go all the same, the place stays open.
    expect(decideRsvp({ ...fullNoneWaiting, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: true,
    });
    // The main team has room: "I'll play if you need me".
    expect(decideRsvp({ ...room, current: 'pending', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: false,
    });
    expect(decideRsvp({ ...room, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: true,
    });
    expect(decideRsvp({ ...fullNoneWaiting, current: 'out', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: false,
    });
  });

  it('after the cutoff refuses "out" from everyone and the reserves to a main-team player, but lets others join', () => {
    const late = { ...fullWithQueue, cutoffPassed: true };
    for (const current of ['in', 'reserves', 'pending'] as const) {
      expect(decideRsvp({ ...late, current, requested: 'out' })).toEqual({
        kind: 'refused',
        reason: 'deadlinePassed',
      });
    }
    expect(decideRsvp({ ...late, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'deadlinePassed',
    });
    expect(decideRsvp({ ...room, cutoffPassed: true, current: 'pending', requested: 'in' })).toMatchObject({
      kind: 'move',
      to: 'in',
    });
    expect(decideRsvp({ ...late, current: 'out', requested: 'reserves' })).toMatchObject({
      kind: 'move',
      to: 'reserves',
    });
    expect(decideRsvp({ ...late, current: 'pending', requested: 'in' })).toMatchObject({
      kind: 'move',
      to: 'reserves',
    });
  });
});

describe('refusedByCutoff (the game screen disables what it refuses)', () => {
  it('refuses "out" for everyone and leaving the main team, only once the cutoff has passed', () => {
    expect(refusedByCutoff({ current: 'pending', requested: 'out', cutoffPassed: true })).toBe(true);
    expect(refusedByCutoff({ current: 'reserves', requested: 'out', cutoffPassed: true })).toBe(true);
    expect(refusedByCutoff({ current: 'in', requested: 'out', cutoffPassed: true })).toBe(true);
    expect(refusedByCutoff({ current: 'in', requested: 'reserves', cutoffPassed: true })).toBe(true);
    expect(refusedByCutoff({ current: 'out', requested: 'out', cutoffPassed: true })).toBe(false);
    expect(refusedByCutoff({ current: 'pending', requested: 'in', cutoffPassed: true })).toBe(false);
    expect(refusedByCutoff({ current: 'reserves', requested: 'in', cutoffPassed: true })).toBe(false);
    expect(refusedByCutoff({ current: 'pending', requested: 'out', cutoffPassed: false })).toBe(false);
  });
});

describe('decideTeamMove', () => {
  it('always moves a main-team player to the reserves (product.md §4 Admin team moves)', () => {
    expect(decideTeamMove({ ...fullWithQueue, current: 'in', to: 'reserves' })).toEqual({
      kind: 'move',
      leavesMainTeam: true,
    });
    expect(decideTeamMove({ ...fullNoneWaiting, current: 'in', to: 'reserves' })).toEqual({
      kind: 'move',
      leavesMainTeam: true,
    });
  });

  it('moves a reserve up only while the main team has fewer than max_players', () => {
    expect(decideTeamMove({ ...fullWithQueue, current: 'reserves', to: 'in' })).toEqual({
      kind: 'refused',
      reason: 'mainTeamFull',
    });
    expect(
      decideTeamMove({ mainCount: 1, maxPlayers: 2, reservesCount: 1, current: 'reserves', to: 'in' }),
    ).toEqual({ kind: 'move', leavesMainTeam: false });
  });

  it('adds a not-attending member to the main team while it has room, and to the reserves at any time', () => {
    expect(decideTeamMove({ ...room, current: 'pending', to: 'in' })).toEqual({
      kind: 'move',
      leavesMainTeam: false,
    });
    expect(decideTeamMove({ ...room, current: 'out', to: 'reserves' })).toEqual({
      kind: 'move',
      leavesMainTeam: false,
    });
    expect(decideTeamMove({ ...fullWithQueue, current: 'out', to: 'in' })).toEqual({
      kind: 'refused',
      reason: 'mainTeamFull',
    });
    expect(decideTeamMove({ ...fullNoneWaiting, current: 'pending', to: 'reserves' })).toEqual({
      kind: 'move',
      leavesMainTeam: false,
    });
  });

  it('takes anyone off the sheet', () => {
    expect(decideTeamMove({ ...fullWithQueue, current: 'in', to: 'pending' })).toEqual({
      kind: 'move',
      leavesMainTeam: true,
    });
    expect(decideTeamMove({ ...fullWithQueue, current: 'reserves', to: 'pending' })).toEqual({
      kind: 'move',
      leavesMainTeam: false,
    });
    expect(decideTeamMove({ ...room, current: 'pending', to: 'pending' })).toEqual({ kind: 'unchanged' });
    expect(decideTeamMove({ ...fullWithQueue, current: 'in', to: 'in' })).toEqual({ kind: 'unchanged' });
  });
});

describe('rsvpReplyMessage', () => {
  it('says where the caller ended up, with their place on the reserves', () => {
    expect(rsvpReplyMessage('in', 'in')).toBe("You're in the main team.");
    expect(rsvpReplyMessage('in', 'reserves', 3)).toBe("The main team is full: you're 3rd on the reserves.");
    expect(rsvpReplyMessage('reserves', 'reserves', 2)).toBe("You're 2nd on the reserves.");
    expect(rsvpReplyMessage('reserves', 'reserves', 11)).toBe("You're 11th on the reserves.");
    expect(rsvpReplyMessage('reserves', 'reserves', 21)).toBe("You're 21st on the reserves.");
    expect(rsvpReplyMessage('reserves', 'reserves')).toBe("You're on the reserves.");
    expect(rsvpReplyMessage('out', 'out')).toBe("You're marked as not attending.");
  });
});
