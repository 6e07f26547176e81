import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMIT_WINDOW, RECEIPT_NUMBERING } from '#shared/bindings.js';
import { routeKey, routes } from '#shared/routes.js';

const declarationFiles = readdirSync('shared/api')
  .filter((file) => file.endsWith('.ts') && file !== 'route.ts')
  .map((file) => `shared/api/${file}`);

describe('binding groups in the route declarations', () => {
  // Reading a receipt or a limit takes one binding; numbering a receipt (its counter goes up) or
  // counting in a window takes the whole group.
  it.each([
    ['RECEIPT_NUMBERING', 'table:receipts:update', RECEIPT_NUMBERING],
    ['LIMIT_WINDOW', 'table:login-limits:update', LIMIT_WINDOW],
  ] as const)('a route that counts with %s (%s) takes all of it', (_name, counting, group) => {
    const partial = routes
      .filter((route) => (route.uses as readonly string[]).includes(counting))
      .filter((route) => !group.every((binding) => (route.uses as readonly string[]).includes(binding)))
      .map(routeKey);
    expect(partial).toEqual([]);
  });

  it('the groups are what numbering a receipt and counting a limit window take', () => {
    expect([...RECEIPT_NUMBERING].sort()).toEqual([
      'table:receipts:delete',
      'table:receipts:get',
      'table:receipts:put',
      'table:receipts:query',
      'table:receipts:update',
    ]);
    expect([...LIMIT_WINDOW].sort()).toEqual([
      'table:login-limits:get',
      'table:login-limits:put',
      'table:login-limits:update',
    ]);
  });

  // A spread (`...LIST`) is code a bundler must keep: it would keep every declaration of the file, and
  // the schemas they name, in each function of the context (12 KB in a payments function).
  it('declarations spread no list, so a function bundles only the declarations it uses', () => {
    const spreads = declarationFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\.\.\.[A-Za-z_]/.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//'))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(spreads).toEqual([]);
  });
});
