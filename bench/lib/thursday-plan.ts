/**
 * The plan of the "Thursday evening" scenario (bench/README.md "Thursday evening"): who is in which group,
 * when each person arrives, what they answer, who changes their mind, what the admins do and when each
 * chat message is posted. Derived from a seed only, so a run is reproducible: every random choice is
 * SHA-256 of the seed and a label naming the choice ("g3/p7/arrive"), read as a number in [0, 1) — a
 * choice does not shift when the number of groups or the window changes.
 *
 * The plan is built so that no request is refused by a rule of docs/product.md#s4 (every refusal would be a
 * failure of the run), whatever order the server serialises concurrent answers in:
 * - first answers (phase 1, the first 45 % of the window) are only `in` or `out`, always accepted before
 *   the RSVP cutoff; an `in` beyond max_players lands on the reserves;
 * - phase 2 (changes of mind, 55–80 %) starts in a group only once all its first answers are answered
 *   (thursday-worker.ts). Asking for the reserves (a main-team player stepping down, or someone who said
 *   out standing by) needs a full main team with someone waiting or the main team full
 *   (team-sheet.ts decideRsvp): the plan keeps, in every group, the players on the sheet (main team and
 *   reserves) at max_players + 2 or more even if every drop-out of phase 2 came first;
 * - phase 3 (admin moves, 85 % onwards, once phase 2 is answered) runs one move at a time per group:
 *   a main-team player to the reserves (update-team; someone waits), a member who never answered added to
 *   the reserves (the main team is full), a reserve taken off the sheet (always allowed). A reserve is
 *   never moved up by an admin: on a settled sheet the main team is full whenever someone waits, so the
 *   rules would refuse it ("Main team is full").
 */
import { createHash } from 'node:crypto';

/** A number in [0, 1) for `label`, fixed by `seed`. */
export function chance(seed: string, label: string): number {
  return createHash('sha256').update(`${seed}\0${label}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** An integer in [min, max], fixed by `seed` and `label`. */
export function pick(seed: string, label: string, min: number, max: number): number {
  return min + Math.floor(chance(seed, label) * (max - min + 1));
}

/** What a person does on changing their mind, and the answer it sends (docs/product.md#s4-rsvp-status). */
export type ChangeKind =
  /** said in, now out */
  | 'drop'
  /** said in, steps down to the reserves */
  | 'stepDown'
  /** said out, now in */
  | 'join'
  /** said out, will stand by on the reserves */
  | 'standby';
export const changeAnswer = { drop: 'out', stepDown: 'reserves', join: 'in', standby: 'reserves' } as const;

export type PersonPlan = {
  /** Index in the group (0 and, with two admins, 1 are the admins). */
  index: number;
  admin: boolean;
  /** When they open the app, ms after the window opens. */
  arriveMs: number;
  /** Between opening the game and answering, ms. */
  thinkMs: number;
  /** Their first answer; null: they never answer (an admin may add them later). */
  first: 'in' | 'out' | null;
  /** They also open the group chat (GET /api/chat/group-messages/{id}?limit=50) on arrival. */
  opensChat: boolean;
  /** A second answer, at `atMs` after the window opens (not before the group's first answers are in). */
  change: { kind: ChangeKind; atMs: number } | null;
};

export type GroupPlan = {
  index: number;
  size: number;
  admins: number;
  maxPlayers: number;
  people: PersonPlan[];
  /** Chat messages: when (ms after the window opens) and who posts (person index). */
  messages: { atMs: number; poster: number }[];
  /** When the admin moves start, ms after the window opens (not before the group's phase 2 is in). */
  adminAtMs: number;
  /** Pause between two admin moves, ms. */
  adminGapMs: number;
  /** How long someone keeps the game screen open after answering, ms. */
  dwellMs: number;
};

export type PlanOptions = {
  seed: string;
  groups: number;
  /** The evening's window, ms. */
  windowMs: number;
  /** Chat messages per group per minute, on average. */
  chatPerMinute: number;
};

/** Players on the sheet (main team + reserves) that phase 3 may take off: one removal per group. */
const ADMIN_REMOVALS = 1;

/** The whole evening, group by group. */
export function makePlan({ seed, groups, windowMs, chatPerMinute }: PlanOptions): GroupPlan[] {
  const W = windowMs;
  return Array.from({ length: groups }, (_, g) => {
    const r = (label: string) => chance(seed, `g${g}/${label}`);
    const size = pick(seed, `g${g}/size`, 20, 30);
    const admins = r('admins') < 0.4 ? 2 : 1;
    // One or two members never answer (an admin adds one of them in phase 3), never an admin.
    const silent = new Set([size - 1, ...(r('silent2') < 0.4 ? [size - 2] : [])]);
    const people: PersonPlan[] = Array.from({ length: size }, (_, i) => {
      const p = (label: string) => r(`p${i}/${label}`);
      const admin = i < admins;
      const first = silent.has(i) ? null : admin || p('first') < 0.75 ? 'in' : 'out';
      let change: PersonPlan['change'] = null;
      if (first !== null && !admin && p('changes') < 0.2) {
        const kind: ChangeKind =
          first === 'in' ? (p('kind') < 0.6 ? 'drop' : 'stepDown') : p('kind') < 0.6 ? 'join' : 'standby';
        change = { kind, atMs: (0.55 + 0.25 * p('changeAt')) * W };
      }
      return {
        index: i,
        admin,
        arriveMs: 0.45 * W * p('arrive'),
        thinkMs: (0.01 + 0.04 * p('think')) * W,
        first,
        opensChat: p('chat') < 0.3,
        change,
      };
    });
    // Keep the sheet at max_players + 2 or more through phases 2 and 3 (see the header): choose a squad
    // of 10, 12 or 14 (five, six or seven a side with substitutes) that fits, never under 8; while even 8
    // does not fit, a drop-out becomes a step-down, else someone who said out says in.
    const fits = () =>
      people.filter((p) => p.first === 'in').length -
      people.filter((p) => p.change?.kind === 'drop').length -
      ADMIN_REMOVALS -
      1;
    const preferred = [10, 12, 14][pick(seed, `g${g}/max`, 0, 2)]!;
    while (fits() < 8) {
      const dropper = people.find((p) => p.change?.kind === 'drop');
      const out = people.find((p) => p.first === 'out');
      if (dropper) dropper.change = { ...dropper.change!, kind: 'stepDown' };
      else if (out) Object.assign(out, { first: 'in', change: null });
      else throw new Error(`plan: group ${g} cannot field a squad of 8`);
    }
    const maxPlayers = Math.min(preferred, fits());
    const count = Math.max(1, Math.round(((chatPerMinute * W) / 60_000) * (0.5 + r('chatCount'))));
    const messages = Array.from({ length: count }, (_, k) => ({
      atMs: 0.95 * W * r(`m${k}/at`),
      poster: pick(seed, `g${g}/m${k}/poster`, 0, size - 1),
    })).sort((a, b) => a.atMs - b.atMs);
    return {
      index: g,
      size,
      admins,
      maxPlayers,
      people,
      messages,
      adminAtMs: (0.85 + 0.03 * r('adminAt')) * W,
      adminGapMs: 0.01 * W,
      dwellMs: 0.03 * W,
    };
  });
}
