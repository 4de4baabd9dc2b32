/**
 * Resolves the contract's internal `$ref`s (`#/...`) into plain, self-contained JSON schemas that Ajv can
 * compile route by route.
 *
 * Recursive schemas cannot be inlined. When a `$ref` is met again while it is still being expanded, it is
 * rewritten to point into the contract registered with Ajv under `CONTRACT_SCHEMA_KEY`
 * (`{ $ref: 'contract#/components/schemas/Node' }`), so recursion keeps being validated.
 */

export const CONTRACT_SCHEMA_KEY = 'contract';

/** Annotations that may sit next to a `$ref` without changing what it validates. */
const ANNOTATIONS = new Set(['description', 'summary', 'title', 'example', 'examples', 'deprecated']);

export class RefResolutionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefResolutionError';
  }
}

/** Follows a JSON pointer such as `#/components/schemas/User` inside `root`. */
export function followPointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) {
    throw new RefResolutionError(`Only internal $refs (starting with "#") are supported, found "${ref}".`);
  }
  const pointer = ref.slice(1);
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) throw new RefResolutionError(`Invalid $ref "${ref}".`);
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) {
      throw new RefResolutionError(`The $ref "${ref}" points to nothing in the contract.`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export interface RefResolver {
  /** Returns a copy of `node` with every internal `$ref` replaced by its target (recursively). */
  resolve<T>(node: T): T;
}

export function createRefResolver(root: unknown): RefResolver {
  const done = new Map<string, unknown>();
  const expanding = new Set<string>();

  function resolveRef(ref: string): unknown {
    const cached = done.get(ref);
    if (cached !== undefined) return cached;
    if (expanding.has(ref)) return { $ref: `${CONTRACT_SCHEMA_KEY}${ref}` };
    expanding.add(ref);
    try {
      const resolved = walk(followPointer(root, ref));
      done.set(ref, resolved);
      return resolved;
    } finally {
      expanding.delete(ref);
    }
  }

  function walk(node: unknown): unknown {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') {
      const target = resolveRef(record.$ref);
      const siblings = Object.keys(record).filter((key) => key !== '$ref' && !ANNOTATIONS.has(key));
      if (siblings.length === 0) return target;
      // OpenAPI 3.1 allows constraints next to $ref; both must hold.
      const rest: Record<string, unknown> = {};
      for (const key of siblings) rest[key] = walk(record[key]);
      return { allOf: [target], ...rest };
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) out[key] = walk(value);
    return out;
  }

  return { resolve: <T>(node: T) => walk(node) as T };
}
