import { createHash } from 'node:crypto';
import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Hot queries built and compiled once (docs/adr/0174-prepared-queries.md). Kysely builds and
 * compiles a query on every call, which for a wide query cost more of the server's time than the
 * database's answer; and PostgreSQL plans an unnamed statement on every execution. A prepared query
 * is built once per shape with placeholders for its parameters, compiled once per dialect, and
 * afterwards only binds the call's values. On PostgreSQL its SQL carries PREPARED_MARK, and the pool
 * gives it a name (database.ts), so each connection parses and plans it once.
 */

/** SQL that starts with this is sent as a named statement by PostgreSQL connections (database.ts). */
export const PREPARED_MARK = '/* prepared */ ';

/** The name a marked statement gets on a PostgreSQL connection: stable for its SQL text. */
export function statementName(sql: string): string {
  return `p_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
}

const SLOT = Symbol('prepared parameter');
interface Slot {
  readonly [SLOT]: string;
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && SLOT in value;
}

/** Stands for a named parameter while the query is built; bound to the call's value on each run. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

type Db = Kysely<Database>;

interface Prepared {
  sql: string;
  /** Per compiled parameter: the call's parameter it stands for, or a constant of the query. */
  bind: ({ name: string } | { value: unknown })[];
}

/** Compiled queries per dialect adapter (a transaction shares its database's adapter) and shape. */
const compiled = new WeakMap<object, Map<string, Prepared>>();

/**
 * Runs the query `build` makes, built and compiled once per `shape` (a key naming the query and
 * whatever changes its SQL text, never a value) and dialect. `build` must use `param(name)` for every
 * value that changes between calls: a value written into the query stays that of the first call.
 */
export async function runPrepared<P extends Record<string, unknown>, R>(
  db: Db,
  shape: string,
  params: P,
  build: (db: Db, param: Param<P>) => Compilable<R>,
): Promise<R[]> {
  const adapter = db.getExecutor().adapter;
  let byShape = compiled.get(adapter);
  if (!byShape) {
    byShape = new Map();
    compiled.set(adapter, byShape);
  }
  let prepared = byShape.get(shape);
  if (!prepared) {
    const param = ((name: string) => ({ [SLOT]: name }) as Slot) as unknown as Param<P>;
    const query = build(db, param).compile();
    prepared = {
      sql: `${PREPARED_MARK}${query.sql}`,
      bind: query.parameters.map((value) => (isSlot(value) ? { name: value[SLOT] } : { value })),
    };
    byShape.set(shape, prepared);
  }
  const values = prepared.bind.map((slot) => ('name' in slot ? params[slot.name] : slot.value));
  const result = await db.executeQuery<R>(CompiledQuery.raw(prepared.sql, values));
  return result.rows;
}
