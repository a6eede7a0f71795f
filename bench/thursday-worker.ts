/**
 * A generator worker of the "Thursday evening" scenario (bench/README.md "Thursday evening"; started by
 * bench/thursday.ts through lib/thursday-protocol.ts startWorker). It plays the people of its groups as
 * the web client would, following lib/thursday-plan.ts:
 * - before the window: every member connects a socket.io socket (websocket, their own token) and joins
 *   the group chat (`join_chat`);
 * - the game screen, as apps/web's GameDetailScreen and live-team.ts use it: opening it joins the game's
 *   room (`join_game`) and loads the game, its team sheet and its payments (the games have a cost)
 *   together; while it is open every `team_changed` loads those three again (one reload at a time, one
 *   more if pushes came meanwhile, as TanStack Query's invalidation does); leaving it (`leave_game`)
 *   stops that. Whoever answers on it must receive `team_changed` before leaving;
 * - phase 1: each person opens the games list (GET /api/games), then the game screen, some the group
 *   chat (the last 50 messages), thinks, answers (POST /api/rsvps in or out), looks a little longer and
 *   leaves the game screen;
 * - phase 2, once the group's first answers are all in: some change their mind (the game screen again,
 *   a second answer);
 * - phase 3, once phase 2 is in: the group's admins on the game screen, one move at a time, each after
 *   reading the team sheet: a main-team player to the reserves (POST /api/rsvps/admin/update-team), a
 *   member who never answered added to the reserves (POST /api/rsvps/add), a reserve taken off
 *   (POST /api/rsvps/remove);
 * - all along: the group's chat messages (POST /api/chat/message), each timed from the POST leaving to
 *   its `receive_message` on every member's socket.
 * Any non-2xx answer, timeout, reply saying something the plan rules out, lost socket or missing delivery
 * is an error; the main thread fails the run on any.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { clientEvents, serverEvents } from '@turnout/shared/realtime';
import type { GamesList, GameDetail, TeamResponse, RsvpStatus } from '@turnout/shared';
import { chance, changeAnswer, type PersonPlan } from './lib/thursday-plan.ts';
import type {
  Expectation,
  ReadyMessage,
  StartMessage,
  WorkerGroup,
  WorkerInput,
  WorkerResult,
} from './lib/thursday-protocol.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
const ops: Record<string, number[]> = {};
const errors: string[] = [];
let lateStarts = 0;
let lastRequestEnd = 0;

/** Sockets opened at once while connecting (a crowd arriving, not a stampede). */
const CONNECT_BATCH = 25;

type Reply<T> = { ok: true; body: T } | { ok: false };

/** One request as the web client makes it; its latency lands in `ops[op]`, a failure in `errors`. */
async function call<T>(
  op: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  const started = performance.now();
  try {
    const res = await fetch(`${input.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    lastRequestEnd = Math.max(lastRequestEnd, Date.now());
    if (!res.ok) {
      errors.push(`${op} ${path}: ${res.status} ${text.slice(0, 200)}`);
      return { ok: false };
    }
    (ops[op] ??= []).push(ms);
    return { ok: true, body: JSON.parse(text) as T };
  } catch (err) {
    lastRequestEnd = Math.max(lastRequestEnd, Date.now());
    // fetch's "fetch failed" hides the reason (a refused or reset connection, a timeout) in its cause.
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    errors.push(`${op} ${path}: ${err instanceof Error ? err.message : String(err)}${cause}`);
    return { ok: false };
  }
}

/** Records a reply that says something the plan rules out. */
function wrong(op: string, why: string): void {
  errors.push(`${op}: unexpected reply: ${why}`);
}

/** Waits until `at` (ms since the epoch). */
const until = (at: number) => sleep(Math.max(0, at - Date.now()));

/** One group's live state in this worker. */
type GroupRun = {
  g: WorkerGroup;
  sockets: Socket[];
  /** Chat message key → when its POST left (performance.now()). */
  sentAt: Map<string, number>;
  /** Keys whose POST succeeded: every socket must receive each once. */
  posted: Set<string>;
  /** Per socket, the keys received. */
  received: Set<string>[];
  duplicates: number;
  /** Per socket: the open game screen (null when none), counting the `team_changed` it received. */
  screens: (Screen | null)[];
  expect: Map<number, Expectation>;
};

/** An open game screen of one member. */
/** An open game screen; `gameToo`: a push since the last reload said the game's details changed. */
type Screen = {
  pushes: number;
  reloading: boolean;
  again: boolean;
  gameToo: boolean;
  reloads: Promise<void>[];
};

const runs: GroupRun[] = input.groups.map((g) => ({
  g,
  sockets: [],
  sentAt: new Map(),
  posted: new Set(),
  received: [],
  duplicates: 0,
  screens: [],
  expect: new Map(g.members.map((m) => [m.userId, 'none'])),
}));
let teamChangedReceived = 0;
const teamBreaches: string[] = [];
const chatLatencies: number[] = [];
let closing = false;

/** Connects member `i` of `run`'s group and joins its group chat; resolves with the time taken (ms). */
async function connect(run: GroupRun, i: number): Promise<number> {
  const started = performance.now();
  const { token, userId } = run.g.members[i]!;
  const socket = io(input.base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    timeout: input.timeoutMs,
  });
  run.sockets[i] = socket;
  const got = new Set<string>();
  run.received[i] = got;
  run.screens[i] = null;
  socket.on(serverEvents.receiveMessage, (m: { content: string }) => {
    const at = performance.now();
    const key = m.content;
    if (got.has(key)) {
      run.duplicates += 1;
      return;
    }
    got.add(key);
    const sent = run.sentAt.get(key);
    if (sent !== undefined) chatLatencies.push(at - sent);
  });
  socket.on(serverEvents.teamChanged, (push: { gameId: number; game?: boolean }) => {
    teamChangedReceived += 1;
    const screen = run.screens[i];
    if (!screen || push.gameId !== run.g.gameId) return;
    screen.pushes += 1;
    // As the app does (features/games/api/live-team.ts): the game itself only when its details changed.
    if (push.game !== false) screen.gameToo = true;
    if (screen.reloading) {
      screen.again = true;
      return;
    }
    screen.reloads.push(reload(run, i, screen));
  });
  socket.on('disconnect', (reason) => {
    if (!closing) errors.push(`socket of user ${userId} (group ${run.g.groupId}) disconnected: ${reason}`);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) =>
      reject(new Error(`user ${userId} could not connect: ${err.message}`)),
    );
  });
  const ack = (await socket.timeout(input.timeoutMs).emitWithAck(clientEvents.joinChat, run.g.groupId)) as {
    ok: boolean;
    error?: string;
  };
  if (!ack.ok) throw new Error(`user ${userId} could not join the group chat: ${ack.error}`);
  return performance.now() - started;
}

/**
 * What the game screen loads (GET /api/games/{id}, its team and payments); `suffix` names a reload, and
 * `withGame` false leaves the game out (a reload after a push for the sheet alone).
 */
async function loadGameScreen(
  run: GroupRun,
  i: number,
  p: PersonPlan | null,
  suffix = '',
  withGame = true,
): Promise<void> {
  const { gameId } = run.g;
  const { token, userId } = run.g.members[i]!;
  const [detail, team] = await Promise.all([
    withGame
      ? call<GameDetail>(`GET /api/games/{id}${suffix}`, token, 'GET', `/api/games/${gameId}`)
      : Promise.resolve(null),
    call<TeamResponse>(`GET /api/games/{id}/team${suffix}`, token, 'GET', `/api/games/${gameId}/team`),
    call(`GET /api/games/{id}/payments${suffix}`, token, 'GET', `/api/games/${gameId}/payments`),
  ]);
  if (p && detail?.ok && detail.body.isAdmin !== p.admin) {
    wrong('GET /api/games/{id}', `isAdmin ${detail.body.isAdmin} for user ${userId}`);
  }
  if (team.ok && team.body.max_players !== run.g.plan.maxPlayers) {
    wrong('GET /api/games/{id}/team', `max_players ${team.body.max_players}`);
  }
}

/** A `team_changed` on an open game screen: load it again, and once more if pushes came meanwhile. */
async function reload(run: GroupRun, i: number, screen: Screen): Promise<void> {
  screen.reloading = true;
  do {
    screen.again = false;
    const withGame = screen.gameToo;
    screen.gameToo = false;
    await loadGameScreen(run, i, null, ' (team_changed reload)', withGame);
  } while (screen.again && run.screens[i] === screen);
  screen.reloading = false;
}

/** Opens member `i`'s game screen: joins the game's room, then loads it. */
async function openGameScreen(run: GroupRun, i: number, p: PersonPlan): Promise<Screen> {
  const socket = run.sockets[i]!;
  const ack = (await socket
    .timeout(input.timeoutMs)
    .emitWithAck(clientEvents.joinGame, { gameId: run.g.gameId })
    .catch((err: Error) => ({ ok: false, error: err.message }))) as { ok: boolean; error?: string };
  if (!ack.ok) errors.push(`join_game of user ${run.g.members[i]!.userId}: ${ack.error}`);
  const screen: Screen = { pushes: 0, reloading: false, again: false, gameToo: false, reloads: [] };
  run.screens[i] = screen;
  await loadGameScreen(run, i, p);
  return screen;
}

/**
 * Leaves member `i`'s game screen (after its reloads). `answered`: they changed the sheet on it, so the
 * room must have told them.
 */
async function leaveGameScreen(run: GroupRun, i: number, screen: Screen, answered: boolean): Promise<void> {
  run.screens[i] = null;
  await Promise.all(screen.reloads);
  if (answered && screen.pushes === 0) {
    teamBreaches.push(
      `user ${run.g.members[i]!.userId} changed game ${run.g.gameId}'s sheet and got no team_changed`,
    );
  }
  await run.sockets[i]!.timeout(input.timeoutMs)
    .emitWithAck(clientEvents.leaveGame, { gameId: run.g.gameId })
    .catch((err: Error) => errors.push(`leave_game of user ${run.g.members[i]!.userId}: ${err.message}`));
}

/** The statuses a reply to an answer may carry (team-sheet.ts decideRsvp; the plan keeps the main team full in phase 2). */
const allowedReplies: Record<RsvpStatus, RsvpStatus[]> = {
  in: ['in', 'reserves'],
  out: ['out'],
  reserves: ['reserves'],
};

/** Phase 1 for one person: arrive, look, answer, look a little longer. */
async function firstVisit(run: GroupRun, p: PersonPlan, t0: number): Promise<void> {
  const { gameId, groupId } = run.g;
  const { token, userId } = run.g.members[p.index]!;
  await until(t0 + p.arriveMs);
  const list = await call<GamesList>('GET /api/games', token, 'GET', '/api/games');
  if (list.ok && !list.body.games.some((x) => x.id === gameId)) {
    wrong('GET /api/games', `user ${userId}'s list lacks game ${gameId}`);
  }
  const screen = await openGameScreen(run, p.index, p);
  if (p.opensChat) {
    const chat = await call<unknown[]>(
      'GET /api/chat/group-messages/{id}?limit=50',
      token,
      'GET',
      `/api/chat/group-messages/${groupId}?limit=50`,
    );
    if (chat.ok && !Array.isArray(chat.body)) wrong('GET /api/chat/group-messages/{id}', 'not a list');
  }
  let answered = false;
  if (p.first !== null) {
    await sleep(p.thinkMs);
    answered = await answer(run, p, 'POST /api/rsvps (first answer)', p.first);
    await sleep(run.g.plan.dwellMs);
  }
  await leaveGameScreen(run, p.index, screen, answered);
}

/** Sends `status` for person `p` and checks the reply; updates what their sheet should show. */
async function answer(run: GroupRun, p: PersonPlan, op: string, status: RsvpStatus): Promise<boolean> {
  const { token, userId } = run.g.members[p.index]!;
  const reply = await call<{ status: RsvpStatus }>(op, token, 'POST', '/api/rsvps', {
    gameId: run.g.gameId,
    status,
  });
  if (!reply.ok) return false;
  if (!allowedReplies[status].includes(reply.body.status)) {
    wrong(op, `asked ${status}, got ${reply.body.status} (user ${userId})`);
  }
  run.expect.set(userId, status === 'out' ? 'out' : 'sheet');
  return true;
}

/** Phase 2 for one person: the game screen again, the second answer, a last look. */
async function changeVisit(run: GroupRun, p: PersonPlan, t0: number): Promise<void> {
  const change = p.change!;
  const due = t0 + change.atMs;
  await until(due);
  if (Date.now() - due > 1000) lateStarts += 1;
  const screen = await openGameScreen(run, p.index, p);
  await sleep(p.thinkMs);
  const answered = await answer(run, p, 'POST /api/rsvps (change of mind)', changeAnswer[change.kind]);
  await sleep(run.g.plan.dwellMs);
  await leaveGameScreen(run, p.index, screen, answered);
}

type AdminMove = 'toReserves' | 'add' | 'remove';

/** Phase 3: the group's admin moves, one at a time, each after reading the team sheet. */
async function adminMoves(run: GroupRun, t0: number): Promise<void> {
  const { plan, gameId, members } = run.g;
  const due = t0 + plan.adminAtMs;
  await until(due);
  if (Date.now() - due > 1000) lateStarts += 1;
  const adminIds = new Set(members.slice(0, plan.admins).map((m) => m.userId));
  const admins = plan.people.slice(0, plan.admins);
  const screens = await Promise.all(admins.map((a) => openGameScreen(run, a.index, a)));
  const moved = admins.map(() => false);
  const moves: AdminMove[] = ['toReserves', 'add', 'remove'];
  for (const [k, move] of moves.entries()) {
    const actor = members[k % plan.admins]!;
    if (k > 0) await sleep(plan.adminGapMs);
    const team = await call<TeamResponse>(
      'GET /api/games/{id}/team',
      actor.token,
      'GET',
      `/api/games/${gameId}/team`,
    );
    if (!team.ok) return;
    const players = (list: TeamResponse['mainTeam']) =>
      list.map((e) => e.user_id).filter((id): id is number => id !== null && !adminIds.has(id));
    const choose = (ids: number[]) =>
      ids[Math.floor(chance(input.seed, `g${plan.index}/admin/${k}`) * ids.length)];
    let target: number | undefined;
    let op: string;
    let path: string;
    let body: Record<string, unknown>;
    let expected: string;
    if (move === 'toReserves') {
      target = choose(players(team.body.mainTeam));
      op = 'POST /api/rsvps/admin/update-team';
      path = '/api/rsvps/admin/update-team';
      body = { gameId, userId: target, newTeam: 'reserves' };
      expected = 'reserves';
    } else if (move === 'add') {
      target = choose(players(team.body.notAttending.filter((e) => e.status === 'pending')));
      op = 'POST /api/rsvps/add';
      path = '/api/rsvps/add';
      body = { gameId, userId: target, status: 'reserves' };
      expected = 'reserves';
    } else {
      target = choose(players(team.body.reserves));
      op = 'POST /api/rsvps/remove';
      path = '/api/rsvps/remove';
      body = { gameId, userId: target };
      expected = 'pending';
    }
    if (target === undefined) {
      wrong('admin moves', `game ${gameId} has nobody to ${move} (the plan guarantees someone)`);
      continue;
    }
    const reply = await call<{ status: string }>(op, actor.token, 'POST', path, body);
    if (!reply.ok) continue;
    moved[k % plan.admins] = true;
    if (reply.body.status !== expected) wrong(op, `expected ${expected}, got ${reply.body.status}`);
    run.expect.set(target, move === 'remove' ? 'none' : 'sheet');
  }
  await sleep(plan.dwellMs);
  await Promise.all(admins.map((a, j) => leaveGameScreen(run, a.index, screens[j]!, moved[j]!)));
}

/** One chat message: posted at its time by its poster; every socket of the group must receive it. */
async function post(run: GroupRun, k: number, t0: number): Promise<void> {
  const m = run.g.plan.messages[k]!;
  await until(t0 + m.atMs);
  const key = `Thursday g${run.g.plan.index} m${k}: who's bringing the bibs?`;
  run.sentAt.set(key, performance.now());
  const reply = await call<{ id: number; content: string }>(
    'POST /api/chat/message',
    run.g.members[m.poster]!.token,
    'POST',
    '/api/chat/message',
    { type: 'group', group_id: run.g.groupId, content: key },
  );
  if (reply.ok) {
    if (reply.body.content !== key) wrong('POST /api/chat/message', 'content changed');
    run.posted.add(key);
  }
}

/** The whole evening of one group. */
async function playGroup(run: GroupRun, t0: number): Promise<void> {
  const people = run.g.plan.people;
  const chat = run.g.plan.messages.map((_, k) => post(run, k, t0));
  await Promise.allSettled(people.map((p) => firstVisit(run, p, t0)));
  await Promise.allSettled(people.filter((p) => p.change).map((p) => changeVisit(run, p, t0)));
  await adminMoves(run, t0);
  await Promise.allSettled(chat);
}

/** True once every socket has every posted message. */
function drained(): boolean {
  return runs.every((run) => run.received.every((got) => got.size >= run.posted.size));
}

async function main(): Promise<void> {
  const connectMs: number[] = [];
  const jobs = runs.flatMap((run) => run.g.members.map((_, i) => [run, i] as const));
  try {
    for (let s = 0; s < jobs.length; s += CONNECT_BATCH) {
      connectMs.push(
        ...(await Promise.all(jobs.slice(s, s + CONNECT_BATCH).map(([run, i]) => connect(run, i)))),
      );
    }
  } catch (err) {
    errors.push(err instanceof Error ? err.message : String(err));
  }
  port.postMessage({ type: 'ready', connectMs, errors: [...errors] } satisfies ReadyMessage);
  const { t0 } = await new Promise<StartMessage>((resolve) => port.once('message', resolve));
  await until(t0);
  const elu0 = performance.eventLoopUtilization();
  await Promise.all(runs.map((run) => playGroup(run, t0)));
  const elu = performance.eventLoopUtilization(elu0).utilization;
  const activeMs = lastRequestEnd - t0;
  const drainUntil = Date.now() + input.drainMs;
  while (!drained() && Date.now() < drainUntil) await sleep(100);

  let expected = 0;
  let received = 0;
  for (const run of runs) {
    expected += run.posted.size * run.sockets.length;
    for (const [i, got] of run.received.entries()) {
      const have = [...run.posted].filter((key) => got.has(key)).length;
      received += have;
      if (have < run.posted.size) {
        errors.push(
          `user ${run.g.members[i]!.userId} (group ${run.g.groupId}) received ${have} of ${run.posted.size} chat messages`,
        );
      }
    }
    if (run.duplicates > 0)
      errors.push(`group ${run.g.groupId}: ${run.duplicates} chat messages delivered twice`);
  }
  closing = true;
  for (const run of runs) for (const s of run.sockets) s?.close();
  port.postMessage({
    type: 'done',
    people: runs.reduce((n, r) => n + r.g.members.length, 0),
    sockets: runs.reduce((n, r) => n + r.sockets.length, 0),
    ops,
    errors,
    chat: {
      posted: runs.reduce((n, r) => n + r.posted.size, 0),
      expected,
      received,
      duplicates: runs.reduce((n, r) => n + r.duplicates, 0),
      latencies: chatLatencies,
    },
    teamChanged: { received: teamChangedReceived, breaches: teamBreaches },
    expectations: runs.map((r) => ({ gameId: r.g.gameId, expect: [...r.expect] })),
    elu,
    activeMs,
    lateStarts,
  } satisfies WorkerResult);
  // Stay until bench/thursday.ts terminates this worker, so the thread never exits before `done` is read.
  port.on('message', () => {});
}

void main();
