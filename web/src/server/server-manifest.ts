import type { Manifest } from './document';

/**
 * The part of the client build's manifest and stylesheets the page function needs: the chunks the
 * app's entry and the server's pages import statically, and the catalogue modules, each with only
 * what `pageAssets` reads. The rest (admin and student screens, their styles) would only weigh on
 * the function's bundle.
 */
export function serverManifest(
  manifest: Manifest,
  pageModules: readonly string[],
  catalogueModules: readonly string[],
  styles: Record<string, string>,
): { manifest: Manifest; styles: Record<string, string> } {
  const kept: Manifest = {};
  const keep = (key: string) => {
    if (kept[key]) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
    kept[key] = {
      file: chunk.file,
      ...(chunk.isEntry ? { isEntry: true } : {}),
      ...(chunk.imports?.length ? { imports: chunk.imports } : {}),
      ...(chunk.css?.length ? { css: chunk.css } : {}),
    };
    for (const imported of chunk.imports ?? []) keep(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  for (const key of [...entries, ...pageModules, ...catalogueModules]) keep(key);
  const usedStyles = new Set(Object.values(kept).flatMap((chunk) => (chunk.css ?? []).map((file) => `/${file}`)));
  return {
    manifest: kept,
    styles: Object.fromEntries(Object.entries(styles).filter(([href]) => usedStyles.has(href))),
  };
}
