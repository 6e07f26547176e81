import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The domain contexts in layers, bottom first, written down here rather than read from the code: a
 * context imports only contexts of a lower layer, so they never import each other in a ring (the
 * cycle check would refuse that too, file by file). A new dependency is a decision: move the context
 * or the module, then this list and docs/architecture.md.
 */
const LAYERS = [
  ['stats', 'mail'],
  ['catalogue', 'users'],
  ['learning', 'media', 'mock-tests', 'audit'],
  ['payments', 'doubts'],
  ['accounts'],
  ['insight'],
];

const root = process.cwd();
const DOMAIN = path.join(root, 'functions/domain');
const layerOf = (context: string) => LAYERS.findIndex((layer) => layer.includes(context));

/** Each context's imports of other contexts, type-only ones included (a type names a dependency too). */
function contextImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of ts.sys.readDirectory(DOMAIN, ['.ts'], ['**/*.d.ts'])) {
    const from = path.relative(DOMAIN, file).split(path.sep)[0]!;
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const specifier =
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const target = specifier?.startsWith('.')
        ? path.relative(DOMAIN, path.resolve(path.dirname(file), specifier))
        : specifier?.startsWith('#domain/')
          ? specifier.slice('#domain/'.length)
          : undefined;
      const to = target?.split(/[\\/]/)[0];
      if (!to || to === from || to.startsWith('..')) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

describe('domain context layers', () => {
  const edges = contextImports();

  it('names every context there is, once', () => {
    const contexts = ts.sys.getDirectories(DOMAIN).sort();
    expect(LAYERS.flat().sort()).toEqual(contexts);
  });

  it('has each context import only contexts of lower layers', () => {
    const upward = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => layerOf(to) >= layerOf(from)).map((to) => `${from} → ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it('sees the imports it judges (payments uses users, insight uses stats)', () => {
    expect(edges.get('payments')?.has('users')).toBe(true);
    expect(edges.get('insight')?.has('stats')).toBe(true);
  });
});
