/**
 * The plans of what an endpoint really sends (bench/README.md "Costs as data grows"): the server's app
 * is built in this process on the benchmark's database, node-postgres's `Client.prototype.query` is
 * wrapped to record every statement (text and parameters) sent while one `app.inject` request runs
 * (requests run one at a time; the job queue's own statements, on the pgboss schema, are left out), and
 * each recorded SELECT is then run again as EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) with the same
 * parameters on a connection of its own. Statements that write are recorded but not explained (EXPLAIN
 * ANALYZE would run them). An AsyncLocalStorage context does not survive node-postgres's pool queue,
 * hence the time window.
 */
import pg from 'pg';

/** One statement as sent: its SQL text and parameter values. */
export type Statement = { text: string; values: unknown[] };

/** A plan node as PostgreSQL's JSON EXPLAIN writes it (the fields read here). */
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
};

/** A scan of one table in a plan: its kind, table, index and the rows it read (all loops). */
export type Scan = {
  kind: string;
  table: string;
  index?: string;
  /** Rows returned plus rows removed by filter or recheck, times loops: what the scan had to look at. */
  rowsRead: number;
  rowsRemovedByFilter: number;
};

/** One explained statement: its text, execution and planning time (ms), shared buffers and scans. */
export type ExplainedStatement = {
  text: string;
  executionMs: number;
  planningMs: number;
  sharedBuffers: number;
  scans: Scan[];
};

let wrapped = false;
let recording: Statement[] | undefined;

/** Wraps pg.Client.prototype.query once so statements sent during `recordStatements` are recorded. */
function wrapPg(): void {
  if (wrapped) return;
  wrapped = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    const into = recording;
    if (into) {
      const [first, second] = args;
      const q: Statement | undefined =
        typeof first === 'string'
          ? { text: first, values: Array.isArray(second) ? second : [] }
          : first && typeof first === 'object' && 'text' in first
            ? {
                text: (first as { text: string }).text,
                values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []),
              }
            : undefined;
      if (q && !q.text.includes('pgboss')) into.push(q);
    }
    return original.apply(this, args);
  };
}

/**
 * Runs `work` and returns every statement node-postgres sent while it ran, but the job queue's (and
 * what `work` returned). Nothing else may query through node-postgres in this process meanwhile.
 */
export async function recordStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  wrapPg();
  const statements: Statement[] = [];
  recording = statements;
  try {
    const result = await work();
    return { result, statements };
  } finally {
    recording = undefined;
  }
}

/** True for a statement EXPLAIN ANALYZE may run without changing anything (SELECT, (SELECT …) UNION …, WITH … SELECT). */
export function isReadOnly(s: Statement): boolean {
  const t = s.text
    .trim()
    .replace(/^\(+\s*/, '')
    .toLowerCase();
  if (t.startsWith('select')) return true;
  return t.startsWith('with') && !/\b(insert|update|delete)\b/.test(t);
}

function scansOf(node: PlanNode, out: Scan[]): Scan[] {
  const loops = node['Actual Loops'] ?? 1;
  if (node['Node Type'].includes('Scan') && node['Relation Name']) {
    const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    out.push({
      kind: node['Node Type'],
      table: node['Relation Name'],
      index: node['Index Name'],
      rowsRead: Math.round(((node['Actual Rows'] ?? 0) + removed) * loops),
      rowsRemovedByFilter: Math.round(removed * loops),
    });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

/** EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of `s` on `client`, summarised. Throws on SQL errors. */
export async function explain(client: pg.Client, s: Statement): Promise<ExplainedStatement> {
  const { rows } = await client.query<{ 'QUERY PLAN': unknown }>({
    text: `explain (analyze, buffers, format json) ${s.text}`,
    values: s.values,
  });
  const [top] = rows[0]!['QUERY PLAN'] as {
    Plan: PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
    'Execution Time': number;
    'Planning Time': number;
  }[];
  return {
    text: s.text,
    executionMs: top!['Execution Time'],
    planningMs: top!['Planning Time'],
    sharedBuffers: (top!.Plan['Shared Hit Blocks'] ?? 0) + (top!.Plan['Shared Read Blocks'] ?? 0),
    scans: scansOf(top!.Plan, []),
  };
}

/** "Index Only Scan chat_messages_group_idx", "Seq Scan groups", … of a statement, in plan order. */
export function scanLabel(scan: Scan): string {
  return scan.index ? `${scan.kind} ${scan.index}` : `${scan.kind} ${scan.table}`;
}
