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

/** Settled sheets: reserves only wait when the main team is full. */
const room = { mainCount: 3, maxPlayers: 10, reservesCount: 0, cutoffPassed: false };
const fullNoneWaiting = { mainCount: 10, maxPlayers: 10, reservesCount: 0, cutoffPassed: false };
const fullWithQueue = { mainCount: 10, maxPlayers: 10, reservesCount: 2, cutoffPassed: false };

describe('the queue rule', () => {
  it('fills every free main-team place from the reserves, never more than wait', () => {
    expect(reservesToPromote({ mainCount: 9, maxPlayers: 10, reservesCount: 4 })).toBe(1);
    expect(reservesToPromote({ mainCount: 5, maxPlayers: 10, reservesCount: 2 })).toBe(2);
    expect(reservesToPromote({ mainCount: 9, maxPlayers: 10, reservesCount: 0 })).toBe(0);
    expect(reservesToPromote({ mainCount: 10, maxPlayers: 10, reservesCount: 3 })).toBe(0);
    // max_players went up by 2 over a full team with 5 waiting.
    expect(reservesToPromote({ mainCount: 10, maxPlayers: 12, reservesCount: 5 })).toBe(2);
    // max_players went down: nobody moves up, the latest joiners go down.
    expect(reservesToPromote({ mainCount: 10, maxPlayers: 7, reservesCount: 5 })).toBe(0);
    expect(playersToDemote({ mainCount: 10, maxPlayers: 7 })).toBe(3);
    expect(playersToDemote({ mainCount: 5, maxPlayers: 7 })).toBe(0);
  });

  it('lets a newcomer take a place directly only when one is free and nobody waits', () => {
    expect(mainTeamHasRoom({ mainCount: 3, maxPlayers: 10, reservesCount: 0 })).toBe(true);
    expect(mainTeamHasRoom({ mainCount: 10, maxPlayers: 10, reservesCount: 0 })).toBe(false);
    // A free place with reserves waiting (a sheet not yet settled) belongs to the first reserve.
    expect(mainTeamHasRoom({ mainCount: 1, maxPlayers: 2, reservesCount: 2 })).toBe(false);
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

  it("sends a newcomer's `in` to the back of the reserves while anyone waits, even with a free place", () => {
    const unsettled = { mainCount: 1, maxPlayers: 2, reservesCount: 2, cutoffPassed: false };
    expect(decideRsvp({ ...unsettled, current: 'pending', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: false,
    });
  });

  it('keeps a reserve in line when they ask `in`', () => {
    expect(decideRsvp({ ...fullWithQueue, current: 'reserves', requested: 'in' })).toEqual({
      kind: 'unchanged',
      status: 'reserves',
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

  it('opens a main-team place (for the first reserve) when a main-team player goes out or to the reserves', () => {
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

  it('refuses a `reserves` the queue rule cannot honour', () => {
    // Nobody waits to take the main-team player's place: they would be promoted straight back.
    expect(decideRsvp({ ...fullNoneWaiting, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'nobodyWaiting',
    });
    // The main team has room: the newcomer would be promoted at once.
    expect(decideRsvp({ ...room, current: 'pending', requested: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'mainTeamHasRoom',
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
  it('moves a main-team player to the back of the reserves only while someone waits to take the place', () => {
    expect(decideTeamMove({ ...fullWithQueue, current: 'in', to: 'reserves' })).toEqual({
      kind: 'move',
      leavesMainTeam: true,
    });
    expect(decideTeamMove({ ...fullNoneWaiting, current: 'in', to: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'nobodyWaiting',
    });
  });

  it('never moves a reserve up past the queue: the main team is full while anyone waits', () => {
    expect(decideTeamMove({ ...fullWithQueue, current: 'reserves', to: 'in' })).toEqual({
      kind: 'refused',
      reason: 'mainTeamFull',
    });
    expect(
      decideTeamMove({ mainCount: 1, maxPlayers: 2, reservesCount: 1, current: 'reserves', to: 'in' }),
    ).toEqual({ kind: 'refused', reason: 'mainTeamFull' });
  });

  it('adds a not-attending member to the main team while it has room, else to the reserves', () => {
    expect(decideTeamMove({ ...room, current: 'pending', to: 'in' })).toEqual({
      kind: 'move',
      leavesMainTeam: false,
    });
    expect(decideTeamMove({ ...room, current: 'out', to: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'mainTeamHasRoom',
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

  it('takes anyone off the sheet; a main-team place it opens goes to the first reserve', () => {
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
  it('says where the caller ended up', () => {
    expect(rsvpReplyMessage('in', 'in')).toBe("You're in the main team.");
    expect(rsvpReplyMessage('in', 'reserves')).toBe("The main team is full: you're on the reserves list.");
    expect(rsvpReplyMessage('reserves', 'reserves')).toBe("You're on the reserves list.");
    expect(rsvpReplyMessage('out', 'out')).toBe("You're marked as not attending.");
  });
});
