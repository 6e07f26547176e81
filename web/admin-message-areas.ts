import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The admin screens' own modules (and the one that loads them). */
export const ADMIN_SCREEN = /\/src\/(features\/(admin[^/]*|reports)\/|app\/admin-screens\.tsx$)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The message areas (the first part of a message id, `coupons` of 'coupons.title') that only admin
 * screens name: every source file under `srcDir` that writes 'area.' (in quotes or a template) is an
 * admin screen's. The page function renders public pages only, so it leaves these out of its
 * catalogues. An area no file names, or one a public file names too, is kept.
 */
export function adminOnlyAreas(webRoot: string, areas: Iterable<string>): Set<string> {
  const sources = sourceFiles(join(webRoot, 'src')).map((path) => ({
    admin: ADMIN_SCREEN.test(`/${relative(webRoot, path).replaceAll('\\', '/')}`),
    text: readFileSync(path, 'utf8'),
  }));
  const adminOnly = new Set<string>();
  for (const area of areas) {
    const naming = new RegExp(`['"\`]${area.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`);
    const users = sources.filter((source) => naming.test(source.text));
    if (users.length > 0 && users.every((source) => source.admin)) adminOnly.add(area);
  }
  return adminOnly;
}

/** The areas of a catalogue file's message ids. */
export function areasOf(catalogueFile: string): Set<string> {
  const messages = JSON.parse(readFileSync(catalogueFile, 'utf8')) as Record<string, string>;
  return new Set(Object.keys(messages).map((key) => key.split('.')[0]!));
}
