import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const SOURCE_FOLDERS = ['shared', 'functions', 'infra', 'scripts', 'web/src'];

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/** The specifiers a file imports at run time: `import type` and `export type` are erased, so they make no cycle. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every source file's run-time imports of other source files, resolved as tsc resolves them (aliases included). */
function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const files = SOURCE_FOLDERS.flatMap((folder) =>
    ts.sys.readDirectory(path.join(root, folder), ['.ts', '.tsx'], ['**/*.d.ts', '**/node_modules/**']),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((specifier) => ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved !== undefined && !resolved.isExternalLibraryImport)
      .map((resolved) => path.relative(root, resolved!.resolvedFileName));
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

/** The groups of files that import each other, round and round (Tarjan's strongly connected components). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle of two files, of three, and a file importing itself, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts']],
      ['f.ts', ['f.ts']],
      ['g.ts', ['h.ts']],
      ['h.ts', []],
    ]);
    expect(importCycles(graph)).toEqual(expect.arrayContaining([['a.ts', 'b.ts'], ['c.ts', 'd.ts', 'e.ts'], ['f.ts']]));
    expect(importCycles(graph)).toHaveLength(3);
  });

  it('has none among the source files (shared, functions, infra, scripts, web/src) at run time', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    // Aliases resolve: the API handler is reached through #lib/.
    expect(graph.get('functions/handlers/api-handler.ts')).toContain('functions/lib/api-handler.ts');
    expect(importCycles(graph)).toEqual([]);
  }, 120_000);
});
