import { describe, expect, it } from 'vitest';
import { decideRsvp, planMaxPlayersChange, reservesToPromote, rsvpReplyMessage } from './team-sheet.ts';

const open = { mainCount: 3, maxPlayers: 10, cutoffPassed: false };
const full = { mainCount: 10, maxPlayers: 10, cutoffPassed: false };

describe('decideRsvp', () => {
  it('puts an `in` in the main team while it has room, else on the reserves', () => {
    expect(decideRsvp({ ...open, current: 'pending', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'in',
      leavesMainTeam: false,
    });
    expect(decideRsvp({ ...full, current: 'out', requested: 'in' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: false,
    });
  });

  it('keeps a reserve in line when they ask `in` and the team is still full', () => {
    expect(decideRsvp({ ...full, current: 'reserves', requested: 'in' })).toEqual({
      kind: 'unchanged',
      status: 'reserves',
    });
  });

  it('changes nothing when the current status is sent again', () => {
    for (const status of ['in', 'reserves', 'out'] as const) {
      expect(decideRsvp({ ...full, cutoffPassed: true, current: status, requested: status })).toEqual({
        kind: 'unchanged',
        status,
      });
    }
  });

  it('opens a main-team place when a main-team player goes out or to the reserves', () => {
    expect(decideRsvp({ ...full, current: 'in', requested: 'out' })).toEqual({
      kind: 'move',
      to: 'out',
      leavesMainTeam: true,
    });
    expect(decideRsvp({ ...full, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'move',
      to: 'reserves',
      leavesMainTeam: true,
    });
    expect(decideRsvp({ ...full, current: 'reserves', requested: 'out' })).toEqual({
      kind: 'move',
      to: 'out',
      leavesMainTeam: false,
    });
  });

  it('refuses a main-team player leaving after the cutoff, but still lets others join or leave the queue', () => {
    const late = { ...open, cutoffPassed: true };
    expect(decideRsvp({ ...late, current: 'in', requested: 'out' })).toEqual({
      kind: 'refused',
      reason: 'deadlinePassed',
    });
    expect(decideRsvp({ ...late, current: 'in', requested: 'reserves' })).toEqual({
      kind: 'refused',
      reason: 'deadlinePassed',
    });
    expect(decideRsvp({ ...late, current: 'pending', requested: 'in' })).toMatchObject({
      kind: 'move',
      to: 'in',
    });
    expect(decideRsvp({ ...late, current: 'reserves', requested: 'out' })).toMatchObject({
      kind: 'move',
      to: 'out',
    });
  });
});

describe('reservesToPromote', () => {
  it('promotes one reserve per opened place, within max_players and the queue', () => {
    expect(reservesToPromote({ placesOpened: 1, mainCount: 9, maxPlayers: 10, reservesCount: 4 })).toBe(1);
    expect(reservesToPromote({ placesOpened: 3, mainCount: 9, maxPlayers: 10, reservesCount: 4 })).toBe(1);
    expect(reservesToPromote({ placesOpened: 3, mainCount: 5, maxPlayers: 10, reservesCount: 2 })).toBe(2);
    expect(reservesToPromote({ placesOpened: 1, mainCount: 9, maxPlayers: 10, reservesCount: 0 })).toBe(0);
  });
});

describe('planMaxPlayersChange', () => {
  it('promotes the first reserves into the places a higher max_players opens', () => {
    expect(planMaxPlayersChange({ oldMax: 10, newMax: 12, mainCount: 10, reservesCount: 5 })).toEqual({
      promote: 2,
      demote: 0,
    });
    expect(planMaxPlayersChange({ oldMax: 10, newMax: 12, mainCount: 10, reservesCount: 1 })).toEqual({
      promote: 1,
      demote: 0,
    });
  });

  it('demotes the players beyond a lower max_players, and nobody when the team fits', () => {
    expect(planMaxPlayersChange({ oldMax: 10, newMax: 7, mainCount: 10, reservesCount: 0 })).toEqual({
      promote: 0,
      demote: 3,
    });
    expect(planMaxPlayersChange({ oldMax: 10, newMax: 7, mainCount: 5, reservesCount: 0 })).toEqual({
      promote: 0,
      demote: 0,
    });
    expect(planMaxPlayersChange({ oldMax: 10, newMax: 10, mainCount: 10, reservesCount: 3 })).toEqual({
      promote: 0,
      demote: 0,
    });
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
