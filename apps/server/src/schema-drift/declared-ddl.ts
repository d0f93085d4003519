import { is, SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  getTableConfig,
  type IndexedColumn,
  PgDialect,
  type PgSequence,
  type PgTable,
} from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const name = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const literal = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for ${JSON.stringify(value)}: declare the default with sql\`…\``);
};

/** An SQL fragment of the schema as text, its columns unqualified (as in CREATE TABLE or CREATE INDEX). */
const expression = (fragment: SQL): string => {
  const query = dialect.sqlToQuery(fragment, 'indexes');
  return query.sql.replace(/\$(\d+)/g, (_, position: string) => literal(query.params[Number(position) - 1]));
};

const columnDefinition = (column: AnyPgColumn): string => {
  if (column.generatedIdentity) throw new Error(`${column.name}: identity columns are not compared yet`);
  const parts = [name(column.name), column.getSQLType()];
  if (column.generated) {
    const generated = column.generated.as;
    parts.push(
      `GENERATED ALWAYS AS (${is(generated, SQL) ? expression(generated) : String(generated)}) STORED`,
    );
  } else if (column.default !== undefined) {
    parts.push(`DEFAULT ${is(column.default, SQL) ? expression(column.default) : literal(column.default)}`);
  }
  if (column.notNull) parts.push('NOT NULL');
  if (column.primary) parts.push('PRIMARY KEY');
  if (column.isUnique) parts.push(`CONSTRAINT ${name(column.uniqueName ?? '')} UNIQUE`);
  return parts.join(' ');
};

const columnList = (columns: AnyPgColumn[]) => columns.map((column) => name(column.name)).join(', ');

const indexColumn = (column: Partial<IndexedColumn | SQL>): string => {
  if (is(column, SQL)) return `(${expression(column)})`;
  const indexed = column as IndexedColumn;
  const { opClass, order, nulls } = indexed.indexConfig;
  return [name(indexed.name ?? ''), opClass, order, nulls && `nulls ${nulls}`].filter(Boolean).join(' ');
};

/**
 * The DDL that builds exactly what the Drizzle schema declares: sequences, then every table with its
 * columns, primary key, unique and CHECK constraints, then the foreign keys (tables may point at one
 * another) and the indexes. Drizzle-kit is not involved: the drift check only needs the declaration
 * written out, and PostgreSQL itself then says what it means.
 */
export function declaredDdl(tables: PgTable[], sequences: PgSequence[]): string[] {
  const statements = sequences.map((sequence) => {
    const start = sequence.seqOptions?.startWith;
    return `CREATE SEQUENCE ${name(sequence.seqName ?? '')}${start === undefined ? '' : ` START WITH ${start}`}`;
  });
  const afterTables: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const definitions = config.columns.map(columnDefinition);
    for (const key of config.primaryKeys) {
      definitions.push(`CONSTRAINT ${name(key.getName())} PRIMARY KEY (${columnList(key.columns)})`);
    }
    for (const unique of config.uniqueConstraints) {
      const nulls = unique.nullsNotDistinct ? ' NULLS NOT DISTINCT' : '';
      const uniqueName = unique.getName() ?? '';
      definitions.push(`CONSTRAINT ${name(uniqueName)} UNIQUE${nulls} (${columnList(unique.columns)})`);
    }
    for (const check of config.checks) {
      definitions.push(`CONSTRAINT ${name(check.name)} CHECK (${expression(check.value)})`);
    }
    statements.push(`CREATE TABLE ${name(config.name)} (\n  ${definitions.join(',\n  ')}\n)`);

    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      afterTables.push(
        `ALTER TABLE ${name(config.name)} ADD CONSTRAINT ${name(foreignKey.getName())} ` +
          `FOREIGN KEY (${columnList(reference.columns)}) ` +
          `REFERENCES ${name(getTableConfig(reference.foreignTable).name)} (${columnList(reference.foreignColumns)}) ` +
          `ON DELETE ${foreignKey.onDelete ?? 'no action'} ON UPDATE ${foreignKey.onUpdate ?? 'no action'}`,
      );
    }
    for (const index of config.indexes) {
      const { name: indexName, unique, method, columns, where } = index.config;
      if (!indexName) throw new Error(`${config.name}: name every index, as the migrations do`);
      afterTables.push(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${name(indexName)} ON ${name(config.name)} ` +
          `USING ${method ?? 'btree'} (${columns.map(indexColumn).join(', ')})` +
          (where ? ` WHERE ${expression(where)}` : ''),
      );
    }
  }
  return [...statements, ...afterTables];
}
