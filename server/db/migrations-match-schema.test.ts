import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateDrizzleJson } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { schema } from './schema/index';

/**
 * The SQL files in `migrations/` are the source of truth for the database; the drizzle schema
 * is what queries are typed against. This test keeps the two equal: it applies every migration
 * to a fresh PGlite database, lets drizzle-kit read that database back (`drizzle-kit pull`, its
 * own introspection), and compares that snapshot with the one drizzle-kit makes of the drizzle
 * schema (`generateDrizzleJson`). It walks every table of both, so a new migration is covered
 * without touching this file.
 *
 * Names drizzle makes up itself (its default names of primary keys, foreign keys and unique
 * constraints differ from PostgreSQL's) are compared by what they constrain, not by name.
 * CHECK constraints are left out: drizzle never reads them and the SQL carries them alone.
 * Index expressions are compared by place only (PostgreSQL prints them back rewritten).
 */

// drizzle-kit's programmatic `pushSchema` drops the parameters of its introspection queries
// on PGlite ("bind message supplies 0 parameters"), so the database side goes through its CLI.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

type Snapshot = { tables: Record<string, Table>; enums: Record<string, { name: string; values: string[] }> };
type Table = {
  name: string;
  columns: Record<string, { name: string; type: string; notNull: boolean; primaryKey: boolean; default?: unknown }>;
  indexes: Record<
    string,
    {
      name: string;
      isUnique: boolean;
      where?: string;
      columns: { expression: string; isExpression: boolean; asc: boolean }[];
    }
  >;
  foreignKeys: Record<
    string,
    {
      tableFrom: string;
      columnsFrom: string[];
      tableTo: string;
      columnsTo: string[];
      onDelete?: string;
      onUpdate?: string;
    }
  >;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
  uniqueConstraints: Record<string, { columns: string[]; nullsNotDistinct: boolean }>;
};

/** The bookkeeping table of `migrate.ts`, not part of the drizzle schema. */
const migrationTable = 'public.schema_migrations';

/** A snapshot reduced to what both sides must agree on, keyed so that a difference reads well. */
function shape(snapshot: Snapshot) {
  const tables = Object.entries(snapshot.tables).filter(([key]) => key !== migrationTable);
  const tableShape = (t: Table) => ({
    columns: Object.fromEntries(
      Object.values(t.columns).map((c) => [
        c.name,
        [
          c.type,
          c.notNull ? 'not null' : 'null',
          c.primaryKey ? 'primary key' : '',
          c.default === undefined ? '' : `default ${c.default}`,
        ]
          .filter(Boolean)
          .join(' '),
      ]),
    ),
    // Column order within a key is compared as a set: drizzle-kit's pull reads it back in no fixed
    // order (the same database gave (user_id, ban_at) in one run and (ban_at, user_id) in another).
    primaryKey: Object.values(t.compositePrimaryKeys).map((pk) => [...pk.columns].sort().join(', ')),
    foreignKeys: Object.values(t.foreignKeys)
      .map(
        (fk) =>
          `(${fk.columnsFrom.join(', ')}) → ${fk.tableTo}(${fk.columnsTo.join(', ')}) on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`,
      )
      .sort(),
    unique: Object.values(t.uniqueConstraints)
      .map((u) => `(${[...u.columns].sort().join(', ')})${u.nullsNotDistinct ? ' nulls not distinct' : ''}`)
      .sort(),
    indexes: Object.fromEntries(
      Object.values(t.indexes).map((i) => {
        // drizzle-kit reads every column of an index with an expression back as an expression.
        const anyExpression = i.columns.some((c) => c.isExpression);
        const columns = i.columns.map((c) => `${anyExpression ? '<expression>' : c.expression}${c.asc ? '' : ' desc'}`);
        return [
          i.name,
          `${i.isUnique ? 'unique ' : ''}(${columns.join(', ')})${i.where ? ` where ${unwrap(i.where)}` : ''}`,
        ];
      }),
    ),
  });
  return {
    tables: Object.fromEntries(tables.map(([key, t]) => [key, tableShape(t)])),
    enums: Object.fromEntries(Object.entries(snapshot.enums).map(([key, e]) => [key, e.values])),
  };
}

/** PostgreSQL reads a partial index's predicate back in parentheses; drizzle keeps it as written. */
function unwrap(where: string): string {
  const trimmed = where.trim();
  return trimmed.startsWith('(') && trimmed.endsWith(')') ? unwrap(trimmed.slice(1, -1)) : trimmed;
}

describe('SQL migrations and the drizzle schema', () => {
  let dir: string;
  let migrated: Snapshot;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'petchat-schema-'));
    const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    await database.close();
    const bin = path.join(root, 'node_modules/drizzle-kit/bin.cjs');
    const args = [
      'pull',
      '--dialect=postgresql',
      '--driver=pglite',
      `--url=${path.join(dir, 'db')}`,
      `--out=${path.join(dir, 'pulled')}`,
    ];
    await run(process.execPath, [bin, ...args], { cwd: root });
    migrated = JSON.parse(await fs.readFile(path.join(dir, 'pulled/meta/0000_snapshot.json'), 'utf8'));
  });

  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('have the same tables', () => {
    const declared = shape(generateDrizzleJson(schema) as unknown as Snapshot);
    expect(Object.keys(shape(migrated).tables).sort()).toEqual(Object.keys(declared.tables).sort());
    expect(Object.keys(declared.tables).length).toBeGreaterThan(10);
  });

  it('agree on every column, key, foreign key, unique constraint, index and enum', () => {
    const declared = shape(generateDrizzleJson(schema) as unknown as Snapshot);
    expect(shape(migrated)).toEqual(declared);
  });
});
