/**
 * The application's tables as the database itself describes them (schema `public`), in an order
 * where every table comes after the tables its foreign keys point to. Read from the catalogue
 * rather than from the Drizzle schema, so a backup holds exactly what is there — a table added
 * by a later migration is included without anyone remembering to list it.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client.ts'

/** A database handle or a transaction on one: both run SQL. */
export type Runner = Pick<Db, 'execute'>

export async function query<Row>(runner: Runner, statement: SQL): Promise<Row[]> {
  const result = (await runner.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}

export interface ColumnInfo {
  name: string
  /** format_type(): the type as written in SQL, e.g. `timestamp with time zone`. */
  type: string
  /** pg_type.typname: the base name, e.g. `timestamptz`. */
  typeName: string
  collatable: boolean
}

export interface TableInfo {
  name: string
  /** Insertable columns (generated ones are left out), in the table's own order. */
  columns: ColumnInfo[]
  primaryKey: string[]
  /** Other tables this one's foreign keys point to. */
  references: string[]
}

export async function listTables(runner: Runner): Promise<TableInfo[]> {
  const tables = await query<{ name: string }>(
    runner,
    sql`select c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  )
  const columns = await query<ColumnInfo & { table: string }>(
    runner,
    sql`select c.relname as "table", a.attname as name,
               format_type(a.atttypid, a.atttypmod) as type, t.typname as "typeName",
               a.attcollation <> 0 as collatable
        from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_type t on t.oid = a.atttypid
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  )
  const keys = await query<{ table: string; column: string }>(
    runner,
    sql`select c.relname as "table", a.attname as "column"
        from pg_constraint con
          join pg_class c on c.oid = con.conrelid
          cross join lateral unnest(con.conkey) with ordinality as k(attnum, position)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
        where con.contype = 'p' and c.relnamespace = 'public'::regnamespace
        order by c.relname, k.position`,
  )
  const foreignKeys = await query<{ table: string; references: string }>(
    runner,
    sql`select c.relname as "table", r.relname as "references"
        from pg_constraint con
          join pg_class c on c.oid = con.conrelid
          join pg_class r on r.oid = con.confrelid
        where con.contype = 'f' and c.relnamespace = 'public'::regnamespace
          and r.relnamespace = 'public'::regnamespace`,
  )
  const infos = tables.map(({ name }): TableInfo => ({
    name,
    columns: columns
      .filter((c) => c.table === name)
      .map(({ name, type, typeName, collatable }) => ({ name, type, typeName, collatable })),
    primaryKey: keys.filter((k) => k.table === name).map((k) => k.column),
    references: [
      ...new Set(
        foreignKeys
          .filter((f) => f.table === name && f.references !== name)
          .map((f) => f.references),
      ),
    ].sort(),
  }))
  return parentsFirst(infos)
}

/**
 * Topological order, alphabetical among equals so both engines give the same file. A cycle of
 * foreign keys (none in this schema) would leave its tables at the end, alphabetically; the
 * import would then fail on the constraint and roll back rather than load half.
 */
function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]))
  const done = new Set<string>()
  const ordered: TableInfo[] = []
  const remaining = [...tables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  while (remaining.length > 0) {
    const index = remaining.findIndex((t) =>
      t.references.every((r) => done.has(r) || !byName.has(r)),
    )
    const [next] = remaining.splice(index === -1 ? 0 : index, 1)
    ordered.push(next!)
    done.add(next!.name)
  }
  return ordered
}
