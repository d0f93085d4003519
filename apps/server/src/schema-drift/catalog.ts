/** Runs one statement on one session (search_path stays as the session set it) and answers its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * What the drift check compares of a table, each fact one readable line, as PostgreSQL itself
 * prints it (format_type, pg_get_expr, pg_get_constraintdef, pg_get_indexdef): both sides are read
 * the same way, so a difference is a difference of meaning, never of spelling.
 */
export interface TableFacts {
  table: string;
  facts: string[];
}

const TABLES = `
  select c.relname as table from pg_class c
  where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    and c.relname <> '__drizzle_migrations'`;

const COLUMNS = `
  select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
         a.attnotnull as not_null, a.attgenerated as generated, pg_get_expr(d.adbin, d.adrelid) as expression
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    and a.attnum > 0 and not a.attisdropped`;

// Exclusion constraints are left out: Drizzle cannot declare them (docs/database.md).
const CONSTRAINTS = `
  select c.relname as table, k.conname as name, k.contype as kind, pg_get_constraintdef(k.oid) as definition
  from pg_constraint k
  join pg_class c on c.oid = k.conrelid
  where c.relnamespace = current_schema()::regnamespace and k.contype in ('p', 'f', 'u', 'c')`;

// An index that carries a primary key, unique or exclusion constraint is that constraint's. The
// schema's own name is left out of the definition: the two sides are built in different schemas.
const INDEXES = `
  select c.relname as table,
         replace(pg_get_indexdef(x.indexrelid), ' ON ' || quote_ident(current_schema()) || '.', ' ON ') as definition
  from pg_index x
  join pg_class c on c.oid = x.indrelid
  where c.relnamespace = current_schema()::regnamespace
    and not exists (
      select 1 from pg_constraint k
      where k.conrelid = x.indrelid and k.conindid = x.indexrelid and k.contype in ('p', 'u', 'x'))`;

const columnFact = (row: Record<string, unknown>) => {
  const parts = [`column ${row.column} ${row.type}`];
  if (row.not_null) parts.push('not null');
  if (row.generated === 's') parts.push(`generated always as (${row.expression}) stored`);
  else if (row.expression !== null) parts.push(`default ${row.expression}`);
  return parts.join(' ');
};

// Foreign key names are not compared: nothing reads them, and Drizzle's column `.references()`
// cannot name one. Every other constraint is known by its name (services map violations by it).
const constraintFact = (row: Record<string, unknown>) =>
  row.kind === 'f' ? String(row.definition) : `constraint ${row.name} ${row.definition}`;

/** The facts of every table of the session's current schema, tables and facts sorted. */
export async function readCatalog(run: RunSql): Promise<TableFacts[]> {
  const byTable = new Map<string, string[]>();
  for (const row of await run(TABLES)) byTable.set(String(row.table), []);
  const add = (rows: Record<string, unknown>[], fact: (row: Record<string, unknown>) => string) => {
    for (const row of rows) byTable.get(String(row.table))?.push(fact(row));
  };
  add(await run(COLUMNS), columnFact);
  add(await run(CONSTRAINTS), constraintFact);
  add(await run(INDEXES), (row) => `index ${row.definition}`);
  return [...byTable]
    .map(([table, facts]) => ({ table, facts: facts.sort() }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

/**
 * Every fact one side has and the other lacks, one line each, `migrations` being what the migrations
 * built and `declared` what the Drizzle schema declares. A table on one side only is one line.
 */
export function differences(migrations: TableFacts[], declared: TableFacts[]): string[] {
  const migrated = new Map(migrations.map(({ table, facts }) => [table, facts]));
  const typed = new Map(declared.map(({ table, facts }) => [table, facts]));
  const lines: string[] = [];
  for (const table of [...new Set([...migrated.keys(), ...typed.keys()])].sort()) {
    const built = migrated.get(table);
    const written = typed.get(table);
    if (!written) lines.push(`${table}: a table of the migrations that no feature's schema.ts declares`);
    else if (!built) lines.push(`${table}: declared in Drizzle, created by no migration`);
    else {
      for (const fact of built.filter((fact) => !written.includes(fact))) {
        lines.push(`${table}: only in the migrations: ${fact}`);
      }
      for (const fact of written.filter((fact) => !built.includes(fact))) {
        lines.push(`${table}: only in the Drizzle schema: ${fact}`);
      }
    }
  }
  return lines;
}
