/**
 * Receipts, tax invoices and credit notes print a payer's name in any script, read back with Debian's
 * pdftotext, each in a font that has its letters (pdffonts names it; fontkit says it has every glyph);
 * and a long name wraps inside its box: pdftotext -bbox places every word right of its label and
 * inside the page's margin.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderCreditNotePdf, renderReceiptPdf, type CreditNoteData, type ReceiptData } from '#lib/receipt-pdf.js';
import { paise } from '#shared/money.js';

const receipt: ReceiptData = {
  receiptNumber: 'GA-26-27-000051',
  paidAt: '2026-11-24T06:00:00Z',
  name: 'Asha Patel',
  mobile: '9876543210',
  courseTitle: 'GPSC Class 1-2',
  method: 'upi',
  feePaise: paise(249950),
  materialPaise: paise(0),
  amountPaise: paise(249950),
  utrNumber: 'ABCD12345678',
};
const note: CreditNoteData = {
  creditNoteNumber: 'CN-26-27-000009',
  issuedAt: '2026-11-25T06:00:00Z',
  receiptNumber: 'GA-26-27-000051',
  receiptDate: '2026-11-24T06:00:00Z',
  name: 'Asha Patel',
  mobile: '9876543210',
  courseTitle: 'GPSC Class 1-2',
  refundedPaise: paise(100000),
  reason: 'Joined the wrong batch',
  paidBack: { by: 'office', mode: 'upi', reference: 'UPI R77' },
};
const GSTIN = '24AAACG1234A1Z5';

/** Names as payers write them, and the font family that must draw each. */
const NAMES = [
  { script: 'Hindi', name: 'राजेश कुमार शर्मा', font: 'NotoSansDevanagari' },
  { script: 'Marathi', name: 'सुप्रिया देशपांडे', font: 'NotoSansDevanagari' },
  { script: 'Hindi with a zero-width joiner (a half form kept)', name: 'अक्\u200dषय जोशी', font: 'NotoSansDevanagari' },
  { script: 'Gujarati', name: 'ગીતાબેન પટેલ', font: 'NotoSansGujarati' },
  { script: 'Latin', name: 'Mohammed Irfan Shaikh', font: 'DejaVuSans' },
  { script: 'Latin with accents', name: 'José Müller-Łukasiewicz', font: 'DejaVuSans' },
  { script: 'Cyrillic', name: 'Наталья Иванова', font: 'DejaVuSans' },
  { script: 'Arabic', name: 'محمد عرفان شيخ', font: 'NotoSansArabic' },
  { script: 'Urdu, with the lam-alef and Allah ligatures', name: 'عبد الله لالہ خان', font: 'NotoSansArabic' },
  { script: 'Chinese', name: '王小明', font: 'NotoSansSC' },
  { script: 'Tamil', name: 'முருகன் சுப்பிரமணியம்', font: 'NotoSansTamil' },
  { script: 'Bengali', name: 'সৌরভ গঙ্গোপাধ্যায়', font: 'NotoSansBengali' },
];

const run = (command: string, args: string[], pdf: Uint8Array) =>
  execFileSync(command, args, { input: Buffer.from(pdf), encoding: 'utf8' });
/** pdftotext's text, without the direction marks it puts around right-to-left text. */
const pdfText = (pdf: Uint8Array) =>
  run('pdftotext', ['-layout', '-', '-'], pdf).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
/** The families of the fonts the PDF embeds, as pdffonts names them (without pdf-lib's suffix). */
const fontsOf = (pdf: Uint8Array) =>
  new Set(
    run('pdffonts', ['-'], pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/[\s-]/)[0]!),
  );

describe('a payer name in any script', () => {
  for (const { script, name, font } of NAMES) {
    it(`${script}: ${name} comes back from a receipt, a tax invoice and a credit note, in ${font} alone beside DejaVu Sans`, async () => {
      for (const pdf of [
        await renderReceiptPdf({ ...receipt, name }),
        await renderReceiptPdf({ ...receipt, name, gstin: GSTIN }),
        await renderCreditNotePdf({ ...note, name }),
      ]) {
        expect(pdfText(pdf)).toContain(name);
        expect(fontsOf(pdf)).toEqual(new Set(['DejaVuSans', font]));
      }
    });
  }

  it('a Hindi course title and an Arabic name on one receipt, each in its own font, the rest in DejaVu', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, name: 'محمد عرفان شيخ', courseTitle: 'UPSC हिंदी माध्यम' });
    const text = pdfText(pdf);
    expect(text).toMatch(/Received from\s+محمد عرفان شيخ/);
    expect(text).toMatch(/Course\s+UPSC\s+हिंदी माध्यम/);
    expect(fontsOf(pdf)).toEqual(new Set(['DejaVuSans', 'NotoSansArabic', 'NotoSansDevanagari']));
  });

  it('a character no font has still reads back (drawn as a box, its text kept)', async () => {
    const text = pdfText(await renderReceiptPdf({ ...receipt, name: 'Asha 𓀀 Patel' }));
    expect(text).toContain('Asha 𓀀 Patel');
  });
});

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word pdftotext finds, with its box (points from the page's top left). */
function wordsOf(pdf: Uint8Array): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: Buffer.from(pdf), encoding: 'utf8' });
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text!.replace(/&amp;/g, '&'),
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

const PAGE_WIDTH = 595;
const MARGIN = 50;

/** The name's words after the label's, and the label's and the next label's boxes. */
function nameLayout(pdf: Uint8Array, label: string, nextLabel: string, name: string) {
  const words = wordsOf(pdf);
  const labelWords = label.split(' ');
  const start = words.findIndex((word, i) => labelWords.every((text, j) => words[i + j]?.text === text));
  expect(start).toBeGreaterThanOrEqual(0);
  const labelBox = words.slice(start, start + labelWords.length);
  const nameWords = name.split(' ');
  const found = words.filter((word) => nameWords.includes(word.text));
  const next = words.find((word) => word.text === nextLabel && word.yMin > labelBox[0]!.yMin)!;
  return { labelRight: Math.max(...labelBox.map((word) => word.xMax)), labelTop: labelBox[0]!.yMin, found, next };
}

describe('a long name wraps inside its box', () => {
  // 95 characters, as long a name as a payer may give is 100.
  const LONG = 'Venkata Narasimha Raghavendra Subrahmanya Lakshminarayana Srinivasa Ramachandra Murthy Bhagavat';

  it('is 95 characters', () => {
    expect(LONG).toHaveLength(95);
  });

  for (const [kind, render, label, nextLabel] of [
    ['receipt', () => renderReceiptPdf({ ...receipt, name: LONG }), 'Received from', 'Mobile'],
    ['tax invoice', () => renderReceiptPdf({ ...receipt, name: LONG, gstin: GSTIN }), 'Recipient', 'Mobile'],
    ['credit note', () => renderCreditNotePdf({ ...note, name: LONG }), 'Recipient', 'Mobile'],
  ] as const) {
    it(`on a ${kind}: every word right of "${label}", inside the page's margin, above the next row, on more than one line`, async () => {
      const pdf = await render();
      expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain('Narasimha Raghavendra');
      const { labelRight, labelTop, found, next } = nameLayout(pdf, label, nextLabel, LONG);
      expect(found.map((word) => word.text)).toEqual(LONG.split(' '));
      for (const word of found) {
        expect(word.xMin, word.text).toBeGreaterThan(labelRight + 4);
        expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(labelTop - 1);
        expect(word.yMax, word.text).toBeLessThan(next.yMin);
      }
      expect(new Set(found.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(1);
    });
  }

  it('a word wider than its box is broken between letters, still inside it', async () => {
    const word = 'Venkatanarasimharajuvaripetasubrahmanyalakshminarayanasrinivasaramachandra';
    const pdf = await renderReceiptPdf({ ...receipt, name: word });
    const words = wordsOf(pdf);
    const label = words.find((w) => w.text === 'from')!;
    const pieces = words.filter(
      (w) => w.yMin >= label.yMin - 1 && w.xMin > label.xMax && w.yMax < words.find((m) => m.text === 'Mobile')!.yMin,
    );
    expect(pieces.map((w) => w.text).join('')).toBe(word);
    for (const piece of pieces) expect(piece.xMax).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
  });
});
