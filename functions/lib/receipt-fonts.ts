import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logger } from './logger.js';

/**
 * The fonts a payment document falls back on for a script its own fonts do not cover (Arabic, the
 * other Indian scripts, Chinese and Japanese): the folder functions/assets/receipt-fonts/ made by
 * make-receipt-fallback-fonts.ts, 3.5 MB, too much for a bundle that every receipt loads. The receipt
 * functions carry it as files beside their bundle; a font is read from it only when a name needs it,
 * and then kept for the life of the instance.
 */
const FONT_DIR = [new URL('./receipt-fonts/', import.meta.url), new URL('../assets/receipt-fonts/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(`${dir}manifest.json`));

interface Manifest {
  fonts: { file: string; space: boolean; ranges: [number, number][] }[];
}

/** Each character's font, the first listed that has it (about 30,000 characters). */
let fontOf: Map<number, string> | undefined;
const withSpace = new Set<string>();

function characterFonts(): Map<number, string> {
  if (fontOf) return fontOf;
  fontOf = new Map();
  if (!FONT_DIR) {
    logger.warn('The receipt fallback fonts are missing: a name in another script prints as boxes');
    return fontOf;
  }
  const manifest = JSON.parse(readFileSync(`${FONT_DIR}manifest.json`, 'utf8')) as Manifest;
  for (const { file, space, ranges } of manifest.fonts) {
    if (space) withSpace.add(file);
    for (const [first, last] of ranges)
      for (let code = first; code <= last; code++) if (!fontOf.has(code)) fontOf.set(code, file);
  }
  return fontOf;
}

/** The fallback font that has the character, or undefined when none has. */
export function fallbackFontFor(codePoint: number): string | undefined {
  return characterFonts().get(codePoint);
}

/** Whether the font has a space, so that the words of a name in it make one run. */
export function fallbackFontHasSpace(file: string): boolean {
  characterFonts();
  return withSpace.has(file);
}

const fonts = new Map<string, Uint8Array>();

/** A fallback font's file (a WOFF). */
export function fallbackFontFile(file: string): Uint8Array {
  let font = fonts.get(file);
  if (!font) {
    font = readFileSync(`${FONT_DIR!}${file}`);
    fonts.set(file, font);
  }
  return font;
}
