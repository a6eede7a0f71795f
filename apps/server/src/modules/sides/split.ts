/**
 * Fair sides (README "Sides, results and ratings"): splits players into 2–4 sides whose total ratings
 * differ as little as possible, sizes differing by at most one, honouring an admin's constraints (keep
 * two players together or apart, spread the goalkeepers). Pure: no database, no clock; randomness only
 * from the seed, so the same input and seed always give the same split and another seed ("Pick again")
 * another split among the fairest.
 *
 * The cost of a split is its largest side total minus its smallest (in rating points).
 * - Exhaustive search while the number of splits is small (at most EXHAUSTIVE_LIMIT, which covers 22
 *   players in two sides: C(22,11)/2 = 352 716): every split is tried once (sides are interchangeable,
 *   so a unit only ever opens the next empty side), and one of the equal-best splits is chosen uniformly
 *   by the seed (reservoir sampling). Optimal.
 * - Past that, a heuristic: greedy (units strongest first, each to the weakest side that still has room
 *   and breaks no constraint) followed by local search (moves and swaps of units between sides while
 *   they lower the cost), restarted HEURISTIC_RESTARTS times with seeded tie-breaking; the best split
 *   found wins. Not proven optimal, usually within a few points.
 * Constraints: players kept together form one unit placed whole; "apart" pairs never share a side; with
 * spread_goalkeepers each side gets ⌊g/k⌋ or ⌈g/k⌉ of the g goalkeepers. Ratings are rounded to whole
 * points so that equal splits compare equal.
 */

/** One player to place: a stable key ("u12" a member, "g5" a guest), their rating, and whether they keep goal. */
export type SplitPlayer = { key: string; rating: number; goalkeeper: boolean };

/** Constraints by player key: pairs to keep together, pairs to keep apart, whether to spread goalkeepers. */
export type SplitConstraints = {
  together: [string, string][];
  apart: [string, string][];
  spreadGoalkeepers: boolean;
};

/** A split: `sides[i]` the keys of side i (in the input's order), `totals[i]` its rating total, `cost` max − min. */
export type Split = { sides: string[][]; totals: number[]; cost: number; exhaustive: boolean };

/** Why no split exists: constraints that contradict each other or the sizes, or too few players. */
export class SplitImpossible extends Error {
  constructor(readonly reason: 'too_few_players' | 'contradiction' | 'unsatisfiable') {
    super(reason);
    this.name = 'SplitImpossible';
  }
}

/** Splits counted (as for singletons) up to which the search is exhaustive. */
export const EXHAUSTIVE_LIMIT = 400_000;
/** Greedy + local search runs past the exhaustive limit; the best is kept. */
export const HEURISTIC_RESTARTS = 24;

/** mulberry32: a small, well-known seeded PRNG (32-bit state) → floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of a copy of `items` driven by `random`. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

type Unit = { keys: string[]; rating: number; size: number; keepers: number; apart: Set<number> };

/** Players kept together merged into units (union–find); "apart" pairs as unit indices. */
function unitsOf(players: SplitPlayer[], constraints: SplitConstraints): Unit[] {
  const index = new Map(players.map((p, i) => [p.key, i]));
  const parent = players.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (const [a, b] of constraints.together) {
    const ia = index.get(a);
    const ib = index.get(b);
    if (ia !== undefined && ib !== undefined) parent[root(ia)] = root(ib);
  }
  const unitOfRoot = new Map<number, number>();
  const units: Unit[] = [];
  players.forEach((p, i) => {
    const r = root(i);
    let u = unitOfRoot.get(r);
    if (u === undefined) {
      u = units.length;
      unitOfRoot.set(r, u);
      units.push({ keys: [], rating: 0, size: 0, keepers: 0, apart: new Set() });
    }
    const unit = units[u]!;
    unit.keys.push(p.key);
    unit.rating += Math.round(p.rating);
    unit.size += 1;
    unit.keepers += p.goalkeeper ? 1 : 0;
  });
  const unitOf = (key: string) => {
    const i = index.get(key);
    return i === undefined ? undefined : unitOfRoot.get(root(i));
  };
  for (const [a, b] of constraints.apart) {
    const ua = unitOf(a);
    const ub = unitOf(b);
    if (ua === undefined || ub === undefined) continue;
    if (ua === ub) throw new SplitImpossible('contradiction');
    units[ua]!.apart.add(ub);
    units[ub]!.apart.add(ua);
  }
  return units;
}

/** Number of ways to split n singletons into k interchangeable sides of sizes ⌊n/k⌋/⌈n/k⌉ (a float). */
export function balancedSplitCount(n: number, k: number): number {
  const small = Math.floor(n / k);
  const big = n % k;
  let ways = 1;
  let left = n;
  const sizes = [...Array(k).keys()].map((i) => (i < big ? small + 1 : small));
  for (const size of sizes) {
    ways *= binomial(left, size);
    left -= size;
  }
  // Sides of the same size are interchangeable.
  return ways / (factorial(big) * factorial(k - big));
}

function binomial(n: number, r: number): number {
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (n - r + i)) / i;
  return result;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** Sizes and goalkeeper bounds every side must respect. */
type Limits = {
  k: number;
  small: number;
  big: number;
  keepersLow: number;
  keepersHigh: number;
  spread: boolean;
};

function limitsOf(n: number, k: number, keepers: number, spread: boolean): Limits {
  return {
    k,
    small: Math.floor(n / k),
    big: n % k,
    keepersLow: Math.floor(keepers / k),
    keepersHigh: Math.ceil(keepers / k),
    spread,
  };
}

/** State of a split in progress: per side its units, size, total, goalkeepers. */
type Sides = { units: number[][]; size: number[]; total: number[]; keepers: number[] };

const costOf = (total: number[]) => Math.max(...total) - Math.min(...total);

/** Whether every side's size and goalkeepers are within the limits (a complete split). */
function complete(s: Sides, l: Limits): boolean {
  const bigSides = s.size.filter((size) => size === l.small + 1).length;
  const sizesOk = s.size.every((size) => size === l.small || size === l.small + 1) && bigSides === l.big;
  const keepersOk = !l.spread || s.keepers.every((g) => g >= l.keepersLow && g <= l.keepersHigh);
  return sizesOk && keepersOk;
}

/** Whether `unit` may join `side` now (room, goalkeeper ceiling, apart pairs), sizes counted as maxima. */
function fits(s: Sides, l: Limits, units: Unit[], unit: number, side: number): boolean {
  const u = units[unit]!;
  const size = s.size[side]! + u.size;
  if (size > l.small + (l.big > 0 ? 1 : 0)) return false;
  if (l.big > 0 && size === l.small + 1 && s.size[side]! < size) {
    const bigSides = s.size.filter((sz) => sz === l.small + 1).length;
    if (bigSides >= l.big) return false;
  }
  if (l.spread && s.keepers[side]! + u.keepers > l.keepersHigh) return false;
  return !s.units[side]!.some((other) => u.apart.has(other));
}

const emptySides = (k: number): Sides => ({
  units: [...Array(k)].map(() => []),
  size: Array(k).fill(0),
  total: Array(k).fill(0),
  keepers: Array(k).fill(0),
});

function place(s: Sides, units: Unit[], unit: number, side: number, sign: 1 | -1): void {
  const u = units[unit]!;
  if (sign === 1) s.units[side]!.push(unit);
  else s.units[side]!.splice(s.units[side]!.indexOf(unit), 1);
  s.size[side]! += sign * u.size;
  s.total[side]! += sign * u.rating;
  s.keepers[side]! += sign * u.keepers;
}

/** Every split, once each; returns the units per side of a seeded pick among the cheapest. */
function exhaustive(units: Unit[], l: Limits, random: () => number): number[][] | null {
  const order = units.map((_, i) => i).sort((a, b) => units[b]!.size - units[a]!.size);
  const s = emptySides(l.k);
  let best = Infinity;
  let ties = 0;
  let chosen: number[][] | null = null;
  const visit = (depth: number, used: number): void => {
    if (depth === order.length) {
      if (!complete(s, l)) return;
      const cost = costOf(s.total);
      if (cost > best) return;
      if (cost < best) {
        best = cost;
        ties = 0;
      }
      ties += 1;
      if (random() * ties < 1) chosen = s.units.map((side) => [...side]);
      return;
    }
    const unit = order[depth]!;
    // A unit may open only the next empty side: sides are interchangeable, so each split is seen once.
    for (let side = 0; side < Math.min(used + 1, l.k); side++) {
      if (!fits(s, l, units, unit, side)) continue;
      place(s, units, unit, side, 1);
      visit(depth + 1, Math.max(used, side + 1));
      place(s, units, unit, side, -1);
    }
  };
  visit(0, 0);
  return chosen;
}

/** One greedy pass (units strongest first, ties shuffled) then local search; null if it got stuck. */
function greedyThenImprove(units: Unit[], l: Limits, random: () => number): Sides | null {
  // Bigger units and goalkeepers first (hardest to place), then strongest; ties broken by the seed.
  const order = shuffled(
    units.map((_, i) => i),
    random,
  ).sort(
    (a, b) =>
      units[b]!.size - units[a]!.size ||
      units[b]!.keepers - units[a]!.keepers ||
      units[b]!.rating - units[a]!.rating,
  );
  const s = emptySides(l.k);
  for (const unit of order) {
    const candidates = shuffled(
      [...Array(l.k).keys()].filter((side) => fits(s, l, units, unit, side)),
      random,
    ).sort(
      (a, b) =>
        s.total[a]! / Math.max(1, s.size[a]!) - s.total[b]! / Math.max(1, s.size[b]!) ||
        s.size[a]! - s.size[b]!,
    );
    const side = candidates[0];
    if (side === undefined) return null;
    place(s, units, unit, side, 1);
  }
  if (!complete(s, l)) return null;
  improve(s, units, l);
  return s;
}

/** Whether `unit`, on `side`, shares it with a player it must be kept apart from. */
const clashes = (s: Sides, units: Unit[], unit: number, side: number) =>
  s.units[side]!.some((other) => units[unit]!.apart.has(other));

/**
 * Local search: moves a unit to another side, or swaps two units of two sides, whenever that keeps the
 * split valid and lowers its cost; stops when no move or swap does.
 */
function improve(s: Sides, units: Unit[], l: Limits): void {
  const tryChange = (ua: number, a: number, ub: number | null, b: number): boolean => {
    const cost = costOf(s.total);
    place(s, units, ua, a, -1);
    if (ub !== null) place(s, units, ub, b, -1);
    const ok = !clashes(s, units, ua, b) && (ub === null || !clashes(s, units, ub, a));
    place(s, units, ua, b, 1);
    if (ub !== null) place(s, units, ub, a, 1);
    if (ok && complete(s, l) && costOf(s.total) < cost) return true;
    place(s, units, ua, b, -1);
    if (ub !== null) place(s, units, ub, a, -1);
    place(s, units, ua, a, 1);
    if (ub !== null) place(s, units, ub, b, 1);
    return false;
  };
  const pass = (): boolean => {
    for (let a = 0; a < l.k; a++) {
      for (let b = 0; b < l.k; b++) {
        if (a === b) continue;
        for (const ua of [...s.units[a]!]) {
          if (tryChange(ua, a, null, b)) return true;
          for (const ub of [...s.units[b]!]) if (tryChange(ua, a, ub, b)) return true;
        }
      }
    }
    return false;
  };
  while (pass());
}

/**
 * Splits `players` into `sideCount` sides (2–4) as fairly as it can (see the module's docstring).
 * `seed`: any 32-bit integer; the same input and seed give the same split. Each side lists its keys in
 * the order of `players`; the sides come in a seeded order (who gets the first side's name is random).
 * Throws SplitImpossible: 'too_few_players' (fewer players than sides), 'contradiction' (two players
 * both together and apart), 'unsatisfiable' (no split meets the constraints and sizes).
 */
export function splitSides(
  players: SplitPlayer[],
  sideCount: number,
  constraints: SplitConstraints,
  seed: number,
): Split {
  if (players.length < sideCount) throw new SplitImpossible('too_few_players');
  const random = mulberry32(seed);
  const units = unitsOf(players, constraints);
  const keepers = players.filter((p) => p.goalkeeper).length;
  const l = limitsOf(players.length, sideCount, keepers, constraints.spreadGoalkeepers);

  let sideUnits: number[][] | null;
  const isExhaustive = balancedSplitCount(players.length, sideCount) <= EXHAUSTIVE_LIMIT;
  if (isExhaustive) {
    sideUnits = exhaustive(units, l, random);
  } else {
    let best: Sides | null = null;
    for (let run = 0; run < HEURISTIC_RESTARTS; run++) {
      const s = greedyThenImprove(units, l, random);
      if (s && (!best || costOf(s.total) < costOf(best.total))) best = s;
    }
    sideUnits = best?.units ?? null;
  }
  if (!sideUnits) throw new SplitImpossible('unsatisfiable');

  const sideOfKey = new Map<string, number>();
  sideUnits.forEach((side, i) => side.forEach((u) => units[u]!.keys.forEach((key) => sideOfKey.set(key, i))));
  const order = shuffled([...Array(sideCount).keys()], random);
  const sides = order.map((i) => players.filter((p) => sideOfKey.get(p.key) === i).map((p) => p.key));
  const totals = order.map((i) => sideUnits![i]!.reduce((sum, u) => sum + units[u]!.rating, 0));
  return { sides, totals, cost: costOf(totals), exhaustive: isExhaustive };
}
