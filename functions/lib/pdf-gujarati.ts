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
import { RECEIPT_GUJARATI_FONT_BASE64 } from '../assets/receipt-font-gujarati.js';

/**
 * Gujarati in the payment documents: text is drawn in runs, Gujarati words in Noto Sans Gujarati and
 * the rest in the documents' Latin font, each Gujarati run marked with the text it spells (ActualText),
 * because shaping draws a vowel sign such as િ before its consonant and a reader or a search would
 * otherwise get the glyphs' order, not the word.
 */

interface StepContext {
  prev: number;
  next: number;
  stop(): void;
}

// fontkit's Indic shaper (in @pdf-lib/fontkit) matches syllables with a generator compiled by Babel's
// regenerator, whose runtime it expects as a global and does not bundle; this is all of it that the
// matcher uses: a generator that runs its step function, yielding what it returns, until it stops.
const globals = globalThis as { regeneratorRuntime?: unknown };
globals.regeneratorRuntime ??= {
  mark: <T>(generator: T): T => generator,
  wrap(step: (context: StepContext) => unknown) {
    let done = false;
    const context: StepContext = {
      prev: 0,
      next: 0,
      stop: () => {
        done = true;
      },
    };
    return {
      next() {
        if (done) return { done, value: undefined };
        const value = step(context);
        return done ? { done, value: undefined } : { done, value };
      },
    };
  },
};

const LETTERS = '\u0A80-\u0AFF\u0964\u0965\u200C\u200D';
/** Gujarati words, with the spaces between them: one run per stretch of Gujarati. */
const GUJARATI_RUN = new RegExp(`[${LETTERS}]+(?: +[${LETTERS}]+)*`, 'g');

export const hasGujarati = (text: string): boolean => /[\u0A80-\u0AFF]/.test(text);

export function embedGujaratiFont(doc: PDFDocument): Promise<PDFFont> {
  return doc.embedFont(Buffer.from(RECEIPT_GUJARATI_FONT_BASE64, 'base64'), { subset: true });
}

export interface DocumentFonts {
  latin: PDFFont;
  /** Embedded only in a document that has Gujarati text. */
  gujarati?: PDFFont;
}

interface Run {
  text: string;
  font: PDFFont;
  gujarati: boolean;
}

function runsOf(text: string, fonts: DocumentFonts): Run[] {
  const runs: Run[] = [];
  let end = 0;
  const latin = (part: string) => part && runs.push({ text: part, font: fonts.latin, gujarati: false });
  for (const match of text.matchAll(GUJARATI_RUN)) {
    latin(text.slice(end, match.index));
    runs.push(fonts.gujarati ? { text: match[0], font: fonts.gujarati, gujarati: true } : { text: match[0], font: fonts.latin, gujarati: false });
    end = match.index + match[0].length;
  }
  latin(text.slice(end));
  return runs;
}

export function widthOfText(text: string, size: number, fonts: DocumentFonts): number {
  return runsOf(text, fonts).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
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
 * One Gujarati run as a text object of its own, its ActualText span inside it: a reader then places
 * the spelled-out text where the glyphs are, on their line (outside the text object it has no font
 * size to measure it by, and pdftotext puts it on a line of its own).
 */
function drawGujaratiRun(page: PDFPage, run: Run, at: { x: number; y: number; size: number; color?: Color }) {
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    ...(at.color ? [setFillingColor(at.color)] : []),
    setFontAndSize(fontKey(page, run.font), at.size),
    moveText(at.x, at.y),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`]),
    showText(run.font.encodeText(run.text)),
    PDFOperator.of(PDFOperatorNames.EndMarkedContent),
    endText(),
    popGraphicsState(),
  );
}

export function drawText(page: PDFPage, text: string, at: { x: number; y: number; size: number; color?: Color }, fonts: DocumentFonts): void {
  let x = at.x;
  for (const run of runsOf(text, fonts)) {
    if (run.gujarati) drawGujaratiRun(page, run, { ...at, x });
    else page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, ...(at.color ? { color: at.color } : {}) });
    x += run.font.widthOfTextAtSize(run.text, at.size);
  }
}
