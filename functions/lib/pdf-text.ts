import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  moveText,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { RECEIPT_DEVANAGARI_FONT_BASE64 } from '#functions/assets/receipt-font-devanagari.js';
import { RECEIPT_GUJARATI_FONT_BASE64 } from '#functions/assets/receipt-font-gujarati.js';
import { RECEIPT_FONT_BASE64 } from '#functions/assets/receipt-font.js';
import './fontkit-indic.js';
import { fallbackFontFile, fallbackFontFor, fallbackFontHasSpace } from './receipt-fonts.js';

/**
 * Text in the payment documents, in any script: each character is drawn by the first font that has
 * it: DejaVu Sans (Latin with its accents, Cyrillic, ₹), Noto Sans Gujarati and Noto Sans Devanagari
 * (embedded in the bundle), then the fallback fonts (receipt-fonts.ts: Arabic, the other Indian
 * scripts, Chinese and Japanese). Text is drawn in runs of one font, the words of a script together
 * with the spaces between them (so a name shapes as a whole, and an Arabic name reads right to left),
 * and each run outside DejaVu is marked with the text it spells (ActualText): shaping draws a vowel
 * sign such as િ before its consonant, so a reader or a search would otherwise get the glyphs' order,
 * not the word. A character no font has is drawn as DejaVu's missing-glyph box, its text still there
 * for a reader.
 */

const LATIN = 'latin';
/** A character no font has: DejaVu's box, marked with its text. */
const MISSING = 'missing';
type FontKey = string;

/** The fonts of one document: DejaVu always, the others embedded when its text needs them. */
export interface DocumentFonts {
  latin: PDFFont;
  byKey: Map<FontKey, PDFFont>;
}

const BUNDLED: Record<string, { base64: string; is: (codePoint: number) => boolean }> = {
  gujarati: { base64: RECEIPT_GUJARATI_FONT_BASE64, is: (code) => code >= 0x0a80 && code <= 0x0aff },
  devanagari: {
    base64: RECEIPT_DEVANAGARI_FONT_BASE64,
    is: (code) => (code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff),
  },
};

/** Marks, joiners and the danda are drawn by the font of the letter they follow. */
const FOLLOWS_LETTER = /[\p{M}\p{Cf}\u0964\u0965]/u;

const latinBytes = Buffer.from(RECEIPT_FONT_BASE64, 'base64');
const latinFace = fontkit.create(latinBytes);

function ownKey(codePoint: number): FontKey {
  if (latinFace.hasGlyphForCodePoint(codePoint)) return LATIN;
  for (const [key, font] of Object.entries(BUNDLED)) if (font.is(codePoint)) return key;
  const fallback = fallbackFontFor(codePoint);
  return fallback ? `fallback:${fallback}` : MISSING;
}

const hasSpace = (key: FontKey) =>
  key in BUNDLED || (key.startsWith('fallback:') && fallbackFontHasSpace(key.slice('fallback:'.length)));

/** Each character of the text with the font that draws it. */
function keysOf(text: string): { character: string; key: FontKey }[] {
  const characters = [...text].map((character) => ({ character, key: ownKey(character.codePointAt(0)!) }));
  characters.forEach((entry, i) => {
    const before = characters[i - 1];
    if (before && before.key !== LATIN && FOLLOWS_LETTER.test(entry.character)) entry.key = before.key;
  });
  // A space between two words of the same script belongs to their run.
  characters.forEach((entry, i) => {
    if (entry.character !== ' ') return;
    const before = characters
      .slice(0, i)
      .reverse()
      .find((other) => other.character !== ' ');
    const after = characters.slice(i + 1).find((other) => other.character !== ' ');
    if (before && after && before.key === after.key && hasSpace(before.key)) entry.key = before.key;
  });
  return characters;
}

/** Embeds DejaVu and whatever other fonts `texts` need. */
export async function embedDocumentFonts(doc: PDFDocument, texts: readonly string[]): Promise<DocumentFonts> {
  const latin = await doc.embedFont(latinBytes, { subset: false });
  const byKey = new Map<FontKey, PDFFont>([
    [LATIN, latin],
    [MISSING, latin],
  ]);
  const keys = new Set(texts.flatMap((text) => keysOf(text).map((entry) => entry.key)));
  for (const key of keys) {
    if (byKey.has(key)) continue;
    const bytes =
      key in BUNDLED ? Buffer.from(BUNDLED[key]!.base64, 'base64') : fallbackFontFile(key.slice('fallback:'.length));
    byKey.set(key, await doc.embedFont(bytes, { subset: true }));
  }
  return { latin, byKey };
}

interface Run {
  text: string;
  font: PDFFont;
  /** Drawn in a font other than DejaVu, left to right: marked with the text it spells. */
  spelled: boolean;
}

/**
 * Right-to-left text (Arabic, Hebrew) is not marked: fontkit draws its glyphs in reverse and maps
 * each back to its letters, so a reader gets the words from the glyphs, in reading order, where
 * pdftotext spreads a marked text over the glyphs left to right and would read it backwards.
 */
const RIGHT_TO_LEFT = /^[^\p{L}]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

function runsOf(text: string, fonts: DocumentFonts): Run[] {
  const runs: Run[] = [];
  let key: FontKey | undefined;
  for (const entry of keysOf(text)) {
    const font = fonts.byKey.get(entry.key) ?? fonts.latin;
    const last = runs.at(-1);
    if (last && key === entry.key) last.text += entry.character;
    else runs.push({ text: entry.character, font, spelled: entry.key !== LATIN });
    key = entry.key;
  }
  for (const run of runs) if (RIGHT_TO_LEFT.test(run.text)) run.spelled = false;
  return runs;
}

export function widthOfText(text: string, size: number, fonts: DocumentFonts): number {
  return runsOf(text, fonts).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text in lines no wider than `width`: broken between words, and a word wider than a line
 * between its letters (whole syllables: a conjunct or a letter with its vowel sign stays whole).
 */
export function wrapText(text: string, width: number, size: number, fonts: DocumentFonts): string[] {
  const fits = (line: string) => widthOfText(line, size, fonts) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const { segment } of graphemes.segment(word)) {
      if (line && !fits(line + segment)) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

/** The name `font` goes by in the page's resources, added the first time the page uses it. */
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  if (!fontKeys.has(page)) fontKeys.set(page, new Map());
  const keys = fontKeys.get(page)!;
  if (!keys.has(font)) keys.set(font, page.node.newFontDictionary(font.name, font.ref));
  return keys.get(font)!;
}

/**
 * A run as a text object of its own, its ActualText span inside it: a reader then places the
 * spelled-out text where the glyphs are, on their line (outside the text object it has no font size
 * to measure it by, and pdftotext puts it on a line of its own).
 */
function drawSpelledRun(page: PDFPage, run: Run, at: { x: number; y: number; size: number; color?: Color }) {
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    ...(at.color ? [setFillingColor(at.color)] : []),
    setFontAndSize(fontKey(page, run.font), at.size),
    moveText(at.x, at.y),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of('Span'),
      `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`,
    ]),
    showText(run.font.encodeText(run.text)),
    PDFOperator.of(PDFOperatorNames.EndMarkedContent),
    endText(),
    popGraphicsState(),
  );
}

export function drawText(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; color?: Color },
  fonts: DocumentFonts,
): void {
  let x = at.x;
  for (const run of runsOf(text, fonts)) {
    if (run.spelled) drawSpelledRun(page, run, { ...at, x });
    else
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, ...(at.color ? { color: at.color } : {}) });
    x += run.font.widthOfTextAtSize(run.text, at.size);
  }
}
