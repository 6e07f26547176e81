/**
 * The fallback fonts as the receipt functions find them: bundled by esbuild as the stack bundles a
 * function, with the folder beside the bundle (where infra/constructs/receipt-fonts.ts puts it) and
 * without it. Each font is the one the manifest names for a character, and its file has that glyph.
 */
import fontkit from '@pdf-lib/fontkit';
import { build } from 'esbuild';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fallbackFontFile, fallbackFontFor } from '#lib/receipt-fonts.js';

const FONTS = new URL('../../functions/assets/receipt-fonts/', import.meta.url);

async function bundleInto(dir: string): Promise<typeof import('#lib/receipt-fonts.js')> {
  await build({
    entryPoints: [new URL('../../functions/lib/receipt-fonts.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(dir, 'index.mjs'),
    banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
    logLevel: 'error',
  });
  return import(pathToFileURL(join(dir, 'index.mjs')).href) as Promise<typeof import('#lib/receipt-fonts.js')>;
}

describe('the receipt fallback fonts', () => {
  it('a bundle reads them from the folder beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipt-bundle-'));
    cpSync(FONTS, join(dir, 'receipt-fonts'), { recursive: true });
    const bundled = await bundleInto(dir);
    expect(bundled.fallbackFontFor('王'.codePointAt(0)!)).toBe('noto-sans-sc-116.woff');
    expect(bundled.fallbackFontFor('م'.codePointAt(0)!)).toBe('noto-sans-arabic-arabic.woff');
    expect(
      Buffer.from(bundled.fallbackFontFile('noto-sans-arabic-arabic.woff')).equals(
        readFileSync(new URL('noto-sans-arabic-arabic.woff', FONTS)),
      ),
    ).toBe(true);
  });

  it('a bundle without the folder has none (a name in another script prints as boxes, its text kept)', async () => {
    const bundled = await bundleInto(mkdtempSync(join(tmpdir(), 'receipt-bundle-')));
    expect(bundled.fallbackFontFor('王'.codePointAt(0)!)).toBeUndefined();
  });

  it('each character goes to a font that has its glyph; Latin, Gujarati and Devanagari to none (the bundle has them)', () => {
    for (const name of [
      '王小明',
      'محمد عرفان شيخ',
      'முருகன்',
      'সৌরভ',
      'తెలుగు',
      'ಕನ್ನಡ',
      'മലയാളം',
      'ଓଡ଼ିଆ',
      '山田花子',
      'ひらがな',
    ]) {
      for (const character of name.replace(/ /g, '')) {
        const file = fallbackFontFor(character.codePointAt(0)!);
        expect(file, character).toBeDefined();
        expect(
          fontkit.create(Buffer.from(fallbackFontFile(file!))).glyphForCodePoint(character.codePointAt(0)!).id,
          `${character} in ${file}`,
        ).not.toBe(0);
      }
    }
    expect(fallbackFontFor('ક'.codePointAt(0)!)).toBeUndefined();
    expect(fallbackFontFor('क'.codePointAt(0)!)).toBeUndefined();
    expect(fallbackFontFor('𓀀'.codePointAt(0)!)).toBeUndefined();
  });
});
