// Turns a zod entity into an RxDB JSON schema
// (docs/decisions/0012-nine-replicated-collections-from-zod.md): zod is the source, this adds what
// RxDB needs on top — version, primary key, indexes, and the bounds RxDB asks of indexed fields
// (maxLength on strings, minimum/maximum/multipleOf on numbers). No rxdb import here: the result is
// plain JSON the PWA casts to `RxJsonSchema<T>`.
import { z } from 'zod';

/** The subset of RxDB's `RxJsonSchema` this package produces (kept free of an rxdb dependency). */
export type RxSchemaLike = {
  title: string;
  description?: string;
  version: number;
  primaryKey: string;
  type: 'object';
  properties: Record<string, JsonSchemaNode>;
  required: string[];
  indexes?: (string | string[])[];
  additionalProperties?: boolean;
};
export type JsonSchemaNode = Record<string, unknown>;

export type RxSchemaExtras = {
  title: string;
  version: number;
  primaryKey?: string;
  indexes?: (string | string[])[];
  /** Per-property additions, e.g. a `pattern` for what zod checks through a transform. */
  properties?: Record<string, JsonSchemaNode>;
};

export function zodToRxSchema(entity: z.ZodObject, extras: RxSchemaExtras): RxSchemaLike {
  const json = z.toJSONSchema(entity, { target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  stripDefaults(json);
  const properties = { ...(json.properties as Record<string, JsonSchemaNode>) };
  for (const [name, addition] of Object.entries(extras.properties ?? {})) {
    properties[name] = { ...properties[name], ...addition };
  }
  const indexed = new Set((extras.indexes ?? []).flat());
  for (const name of indexed) boundIndexedField(name, properties);
  return {
    title: extras.title,
    version: extras.version,
    primaryKey: extras.primaryKey ?? '_id',
    type: 'object',
    properties,
    required: (json.required as string[]) ?? [],
    indexes: extras.indexes,
    additionalProperties: false,
  };
}

/**
 * zod's `.default()` becomes JSON schema `default`, which RxDB refuses below the top level (and
 * does not need: a schema version's migration step gives stored documents the value, and every
 * document written locally or pulled is complete). Removed everywhere, in place.
 */
function stripDefaults(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(stripDefaults);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    delete record.default;
    Object.values(record).forEach(stripDefaults);
  }
}

/** RxDB (SC34/SC35…) wants a finite size for every indexed value; zod's bounds usually give it. */
function boundIndexedField(name: string, properties: Record<string, JsonSchemaNode>): void {
  const node = properties[name];
  if (!node) throw new Error(`indexed field ${name} is not in the schema`);
  if (node.type === 'string' && node.maxLength === undefined) {
    const longest = Array.isArray(node.enum)
      ? Math.max(...node.enum.map((value) => String(value).length))
      : undefined;
    if (longest === undefined) throw new Error(`indexed string ${name} needs a maxLength`);
    node.maxLength = longest;
  }
  if (node.type === 'number' || node.type === 'integer') {
    if (node.minimum === undefined || node.maximum === undefined) {
      throw new Error(`indexed number ${name} needs minimum and maximum`);
    }
    node.multipleOf ??= 1;
  }
}
