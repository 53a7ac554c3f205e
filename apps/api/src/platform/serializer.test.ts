import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type EndpointDef } from '@cp/contract';
import { routeOf } from './endpoint';
import { serializerCompiler } from './serializer';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a schema is made of, one level down. */
function parts(def: Def): z.ZodType[] {
  const one = ['innerType', 'element', 'keyType', 'valueType', 'left', 'right', 'in', 'out', 'rest', 'catchall'].map((key) => def[key]);
  const many = [def.options, def.items, def.shape && Object.values(def.shape as object)].flatMap((list) => (Array.isArray(list) ? list : []));
  const lazy = def.type === 'lazy' ? [(def.getter as () => z.ZodType)()] : [];
  return [...one, ...many, ...lazy].filter((part): part is z.ZodType => typeof part === 'object' && part !== null && '_zod' in part);
}

/** Where a schema converts values (a transform, a pipe, a codec), or null. */
function conversion(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string | null {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'transform' || def.type === 'pipe') return path || '(root)';
  for (const part of parts(def)) {
    const found = conversion(part, `${path}/${def.type}`, seen);
    if (found) return found;
  }
  return null;
}

describe('the answer serializer', () => {
  it('finds a conversion however deep it sits (so the check below can fail)', () => {
    expect(conversion(z.object({ a: z.array(z.union([z.number(), z.object({ b: z.string().transform((s) => s.length) })])) }))).not.toBeNull();
    expect(conversion(z.object({ a: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }))).not.toBeNull();
    expect(conversion(z.object({ a: z.array(z.number()).nullable(), b: z.record(z.string(), z.unknown()) }))).toBeNull();
  });

  it("meets no conversion in any endpoint's answer, so parsing checks what encoding would", () => {
    const converting = Object.entries(endpoints as Record<string, EndpointDef>)
      .map(([name, endpoint]) => [name, conversion(routeOf(endpoint).schema.response[200] as z.ZodType)] as const)
      .filter(([, at]) => at !== null);
    expect(converting).toEqual([]);
  });

  it('cuts an answer to its schema and refuses one that does not fit', () => {
    const serialize = serializerCompiler({ schema: z.object({ name: z.string() }), method: 'GET', url: '/x', httpStatus: '200' });
    expect(serialize({ name: 'Ana', password_hash: 'secret' })).toBe('{"name":"Ana"}');
    expect(() => serialize({ name: 7 })).toThrow();
  });
});
