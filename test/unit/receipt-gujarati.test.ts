import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, type ReceiptData } from '#lib/receipt-pdf.js';
import { paise } from '#shared/money.js';

const receipt: ReceiptData = {
  receiptNumber: 'GA-26-27-000050',
  paidAt: '2026-11-23T06:00:00Z',
  name: 'Ravi Shah',
  mobile: '9123456780',
  courseTitle: 'Talati Maths',
  method: 'upi',
  feePaise: paise(99900),
  materialPaise: paise(0),
  amountPaise: paise(99900),
  utrNumber: 'ABCD12345678',
};

const pdfText = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(bytes), encoding: 'utf8' });
const fontsOf = (bytes: Uint8Array) => execFileSync('pdffonts', ['-'], { input: Buffer.from(bytes), encoding: 'utf8' });

describe('a receipt with Gujarati in it', () => {
  it('prints a Gujarati course title and name as they are spelled, vowel signs before their consonants included', async () => {
    // કિ and ત્રિ are drawn vowel sign first; ક્ષ is one conjunct glyph; the anusvara of અંગ્રેજી sits on a conjunct.
    const pdf = await renderReceiptPdf({
      ...receipt,
      courseTitle: 'તલાટી ગણિત: ક્ષત્રિય કિશોર બેચ, અંગ્રેજી માધ્યમ',
      name: 'રવિ શાહ',
    });
    const text = pdfText(pdf);
    expect(text).toContain('તલાટી ગણિત: ક્ષત્રિય કિશોર બેચ, અંગ્રેજી માધ્યમ');
    expect(text).toContain('રવિ શાહ');
    expect(text).toContain('₹999.00');
    expect(fontsOf(pdf)).toMatch(/NotoSansGujarati/);
  });

  it('mixes Latin and Gujarati on one line', async () => {
    const text = pdfText(await renderReceiptPdf({ ...receipt, courseTitle: 'GPSC વર્ગ 1-2' }));
    expect(text).toMatch(/GPSC\s+વર્ગ\s+1-2/);
  });

  it('carries no Gujarati font when nothing on it is Gujarati', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdfText(pdf)).toContain('Talati Maths');
    expect(fontsOf(pdf)).not.toMatch(/Gujarati/);
  });
});
