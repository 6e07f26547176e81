/**
 * Bindings proven needed: every table and storage binding a route declares is used by some call of the
 * integration suite, as the local IAM check records it (BINDING_USE_FILE), or carries a note naming the
 * rare branch it serves. `npm run coverage` runs this after a full run; `npm run bindings:proven` runs
 * the integration suite first. A binding nobody used is a grant to remove, or a branch to test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeKey, routes } from '#shared/routes.js';
import { parseBindingUse, unprovenBindings, type DeclaredRoute } from './unproven.js';

export const BINDING_USE_FILE = path.join(process.cwd(), 'coverage', 'binding-use.tsv');

/** Checks the recorded use against the declarations; prints what is unproven; true when nothing is. */
export function proveBindings(file = BINDING_USE_FILE): boolean {
  if (!existsSync(file)) {
    console.error(
      `bindings: ${path.relative(process.cwd(), file)} is missing: run the integration suite with BINDING_USE_FILE set`,
    );
    return false;
  }
  const declared: DeclaredRoute[] = routes.map((route) => ({
    who: routeKey(route),
    bindings: route.uses,
    ...('rareUses' in route ? { rareUses: route.rareUses } : {}),
  }));
  const unproven = unprovenBindings(declared, parseBindingUse(readFileSync(file, 'utf8')));
  if (unproven.length === 0) {
    console.log(
      `bindings: every table and storage binding of the ${declared.length} routes was used by a test or is noted`,
    );
    return true;
  }
  console.error(`\nbindings: ${unproven.length} declared bindings were used by no integration test and carry no note:`);
  for (const { who, binding } of unproven) console.error(`  ${who}: ${binding}`);
  console.error('Remove the binding, test the branch that needs it, or note the branch in the declaration (rareUses).');
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--run')) {
    rmSync(BINDING_USE_FILE, { force: true });
    const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'integration'], {
      stdio: 'inherit',
      env: { ...process.env, BINDING_USE_FILE },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  process.exit(proveBindings() ? 0 : 1);
}
