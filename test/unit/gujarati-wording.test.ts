import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Read as written: importing them would give the build's compiled form.
const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/lib/catalogues/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const english = read('en');
const gujarati = read('gu');

type Token = string | [string, string?, Record<string, unknown>?];

/** The words a message shows, without its placeholders, plural keywords and tags. */
function wordsOf(message: string): string {
  const walk = (tokens: unknown): string => {
    if (typeof tokens === 'string') return tokens;
    if (!Array.isArray(tokens)) return '';
    return (tokens as Token[])
      .map((token) =>
        typeof token === 'string'
          ? token
          : Object.values(token[2] ?? {})
              .map(walk)
              .join(' '),
      )
      .join(' ');
  };
  return walk(compileMessage(message)).replace(/<\/?[a-zA-Z0-9]+>/g, ' ');
}

function translate(language: 'en' | 'gu', id: string, values: Record<string, string | number>): string {
  const i18n = setupI18n();
  i18n.load(language, { [id]: compileMessage((language === 'en' ? english : gujarati)[id]!) });
  i18n.activate(language);
  return i18n._(id, values);
}

/**
 * Latin words a Gujarati reader reads as they are: the exams' and apps' names, codes and a few
 * technical names (in messages admins and developers read), the player's keyboard keys.
 */
const LATIN_IN_GUJARATI = new Set(
  [
    'GPSC UPSC SSC NEET CGL CHSL MTS UPI UTR QR ID URL API JSON Content Type application json https gpsc GA CN PDF',
    'Google Pay PhonePe Paytm BHIM Razorpay k f m',
    // The labels the UPI apps print beside the UTR, quoted as the student sees them there.
    'transaction History Balance Ref No',
    // A photo's file types and size, as the phone's gallery and camera name them.
    'JPEG PNG WebP MB',
  ]
    .join(' ')
    .split(' '),
);

describe('the Gujarati catalogue, as a native reader reads it', () => {
  it('writes money with ₹ in Gujarati, and nowhere Rs. in a catalogue', () => {
    const withRs = Object.entries(gujarati).filter(([, message]) => /\bRs\.?(?![a-z])/i.test(message));
    expect(withRs).toEqual([]);
    // English keeps the product's own wording, "Include Material (+ Rs. 7500)".
    const englishWithRs = Object.entries(english).filter(([, message]) => /\bRs\.?(?![a-z])/i.test(message));
    expect(englishWithRs).toEqual([['enrollDialog.material', 'Include Material (+ Rs. {rupees})']]);
    expect(translate('en', 'enrollDialog.material', { rupees: 7500 })).toBe('Include Material (+ Rs. 7500)');
    expect(translate('gu', 'enrollDialog.material', { rupees: 7500 })).toBe('અભ્યાસ સાહિત્ય સાથે (+ ₹7,500)');
    expect(translate('gu', 'enrollDialog.material', { rupees: 150000 })).toBe('અભ્યાસ સાહિત્ય સાથે (+ ₹1,50,000)');
  });

  it('says a submitted UTR was sent and is being checked, not that the money arrived', () => {
    expect(gujarati['upiReceipt.status']).toBe(
      'ચુકવણીની વિગતો મોકલાઈ ગઈ છે... ચકાસણી ચાલુ છે. 24 કલાકમાં તમારો કોર્સ તમારા માટે ખૂલી જશે',
    );
    expect(gujarati['testSeries.receiptStatus']).toBe(
      'ચુકવણીની વિગતો મોકલાઈ ગઈ છે... ચકાસણી ચાલુ છે. 24 કલાકમાં તમારી ટેસ્ટ સિરીઝ તમારા માટે ખૂલી જશે',
    );
    expect(Object.values(gujarati).filter((message) => message.includes('ચુકવણી મળી ગઈ'))).toEqual([]);
  });

  it('uses the words that mean what the screen says', () => {
    expect(gujarati['courseType.batchSize']).toBe('બેચનું કદ');
    expect(gujarati['coursePanel.levelValue']).toBe('પ્રારંભિક');
    expect(gujarati['dashboard.continue']).toBe('ચાલુ રાખો');
    expect(Object.values(gujarati).filter((message) => message.includes('આગળ જુઓ'))).toEqual([]);
    expect(gujarati['program.ethics.link']).toBe('નીતિશાસ્ત્ર જુઓ');
    // Announcements, not advertisements.
    expect(gujarati['ads.heading']).toBe('ઘોષણાઓ');
    expect(gujarati['ads.dismiss']).toBe('ઘોષણા બંધ કરો');
    // "Marked for review", not "marks".
    expect(gujarati['examHall.status.marked']).toBe('સમીક્ષા માટે નિશાની કરેલ');
  });

  it('counts in the singular for one and the plural for more', () => {
    expect(translate('en', 'testSeries.moreFeatures', { count: 1 })).toBe('+1 more features');
    expect(translate('en', 'testSeries.moreFeatures', { count: 2 })).toBe('+2 more features');
    expect(translate('gu', 'testSeries.moreFeatures', { count: 1 })).toBe('+1 વધુ વિશેષતા');
    expect(translate('gu', 'testSeries.moreFeatures', { count: 2 })).toBe('+2 વધુ વિશેષતાઓ');
    expect(translate('gu', 'courseCard.duration.month', { count: 1 })).toBe('1 મહિનો');
    expect(translate('gu', 'courseCard.duration.month', { count: 12 })).toBe('12 મહિના');
  });

  it('leaves no English word inside a Gujarati message but names a reader knows in Latin letters', () => {
    const english = Object.entries(gujarati).flatMap(([key, message]) =>
      (wordsOf(message).match(/[A-Za-z]+/g) ?? [])
        .filter((word) => !LATIN_IN_GUJARATI.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(english).toEqual([]);
  });
});
