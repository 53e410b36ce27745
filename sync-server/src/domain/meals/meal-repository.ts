// The meal repository: the ONE place that turns a meal document into a `meals` /
// `upcoming_meals` row and back, and writes those rows (every writer — add, edit, publish, the
// seed, test fixtures — goes through it). Columns are the entity's fields in snake_case
// (mealTitle → meal_title, see MealColumns in db/tables.ts); lists are stored as JSON text,
// booleans as 0/1, null as NULL, and numbers are read back with Number() (a driver may answer
// numeric columns as text). Adding a
// field to mealFieldsSchema therefore needs no change here. Server-only columns (seq, deleted)
// never reach a document.
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  mealFieldsSchema,
  type Meal,
  type MealFields,
  type UpcomingMeal,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { MealColumns } from '../../db/tables';

/** The two tables a meal lives in: live meals and upcoming meals (same columns). */
export type MealTable = 'meals' | 'upcoming_meals';
/** A meals or upcoming_meals row (extra columns such as seq/deleted are ignored). */
export type MealRow = Selectable<MealColumns>;
type StoredColumns = Omit<MealRow, 'id'>;
/** What a writer gives: every field, except those the entity gives a default. */
export type MealFieldsInput = z.input<typeof mealFieldsSchema>;

type FieldKind = 'list' | 'number' | 'flag' | 'text';
type FieldSchema = { def: { type: string; innerType?: FieldSchema; defaultValue?: unknown } };
const kindOf = (type: string): FieldKind =>
  type === 'array' ? 'list' : type === 'number' ? 'number' : type === 'boolean' ? 'flag' : 'text';
/** The schema under `.default()` and `.nullable()` wrappers, and whether null is allowed. */
function unwrap(schema: FieldSchema): { type: string; nullable: boolean } {
  let node = schema;
  let nullable = false;
  while (node.def.type === 'default' || node.def.type === 'nullable') {
    if (node.def.type === 'nullable') nullable = true;
    node = node.def.innerType!;
  }
  return { type: node.def.type, nullable };
}
const FIELDS = Object.entries(mealFieldsSchema.shape).map(([field, schema]) => {
  const { def } = schema as FieldSchema;
  // A field declared with .default(…) may be left out by a writer: its default is stored.
  const hasDefault = def.type === 'default';
  const { type, nullable } = unwrap(schema as FieldSchema);
  return {
    field: field as keyof MealFields,
    column: field.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`) as keyof StoredColumns,
    kind: kindOf(type),
    nullable,
    fallback: () => (hasDefault ? def.defaultValue : undefined),
  };
});

function parseList(json: unknown): string[] {
  try {
    const value: unknown = JSON.parse(String(json));
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A column's value → the field's (NULL stays null for a nullable field). */
function decode(kind: FieldKind, nullable: boolean, value: unknown): unknown {
  if (nullable && value === null) return null;
  if (kind === 'list') return parseList(value);
  if (kind === 'number') return Number(value);
  if (kind === 'flag') return Number(value) === 1;
  return value;
}

/** A field's value → its column's. */
function encode(kind: FieldKind, value: unknown): unknown {
  if (value === null) return null;
  if (kind === 'list') return JSON.stringify(value);
  if (kind === 'flag') return value ? 1 : 0;
  return value;
}

/** Row → the meal's fields (no `_id`). */
export function toMealFields(row: MealRow): MealFields {
  const fields: Record<string, unknown> = {};
  for (const { field, column, kind, nullable } of FIELDS) {
    fields[field] = decode(kind, nullable, row[column]);
  }
  return fields as MealFields;
}

/**
 * The meal's fields → its columns (no `id`, `seq` or `deleted`). Fields with a default in the
 * entity may be missing (z.input): a writer that predates a field still compiles and stores it.
 */
export function toMealColumns(fields: MealFieldsInput): StoredColumns {
  const columns: Record<string, unknown> = {};
  for (const { field, column, kind, fallback } of FIELDS) {
    const value = fields[field] === undefined ? fallback() : fields[field];
    columns[column] = encode(kind, value);
  }
  return columns as StoredColumns;
}

export function toMealDoc(row: MealRow): Meal {
  return { _id: row.id, ...toMealFields(row) };
}

export function toUpcomingMealDoc(row: MealRow): UpcomingMeal {
  return { _id: row.id, likes: Number(row.likes), mainMealData: toMealFields(row) };
}

/** Writes a new live row with a fresh seq (the caller owns the transaction). */
export async function insertMealRow(
  db: Executor,
  table: MealTable,
  id: string,
  fields: MealFieldsInput,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ id, ...toMealColumns(fields), seq: await nextSeq(db), deleted: 0 })
    .execute();
}

/**
 * Applies `changes` to a stored row. A change that leaves every column as it is writes nothing
 * (no new seq, so replication sends nothing); answers whether the row changed.
 */
export async function updateMealRow(
  db: Executor,
  table: MealTable,
  row: MealRow,
  changes: Partial<MealFields>,
): Promise<boolean> {
  // A change left undefined keeps the stored value (a Meal edit may leave the labels out).
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const next = toMealColumns({ ...toMealFields(row), ...given });
  const changed = (Object.keys(next) as (keyof StoredColumns)[]).some(
    (column) => next[column] !== row[column],
  );
  if (!changed) return false;
  await db
    .updateTable(table)
    .set({ ...next, seq: await nextSeq(db) })
    .where('id', '=', row.id)
    .execute();
  return true;
}

/** A live (not deleted) row by id, or undefined. */
export async function findLiveMealRow(
  db: Executor,
  table: MealTable,
  id: string,
): Promise<(MealRow & { deleted: number; seq: number }) | undefined> {
  return db
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** Live meals by id (unknown or deleted ids are absent), for joining onto a page of rows. */
export async function liveMealsById(db: Executor, ids: string[]): Promise<Map<string, Meal>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('meals')
    .selectAll()
    .where('id', 'in', unique)
    .where('deleted', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, toMealDoc(row)]));
}
