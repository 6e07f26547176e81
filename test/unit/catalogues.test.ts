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

const catalogues: Record<string, Record<string, string>> = { en: english, gu: gujarati };

type Token = string | [string, string?, Record<string, Token[]>?];

/** The {placeholders} a message fills in, and the <tags> it wraps text in. */
function slotsOf(message: string): string[] {
  const slots = new Set<string>();
  const walk = (tokens: Token[] | string) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<([a-zA-Z0-9]+)>/g)) slots.add(`<${tag}>`);
      } else {
        slots.add(`{${token[0]}}`);
        const branches = token[2];
        if (branches && typeof branches === 'object')
          for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...slots].sort();
}

/** Messages that read the same in Gujarati: names and codes a Gujarati reader knows in Latin letters. */
// ...and the result page's formats, which hold no words: a score out of the maximum, a percentage, a dash for none.
const SAME_IN_GUJARATI = new Set([
  'footer.copyright',
  'payments.upi',
  'payments.utr',
  'testResult.scoreOf',
  'testResult.percent',
  'testResult.none',
  // The exams' own names on the category badges.
  'courseCard.category.gpsc',
  'courseCard.category.upsc',
  'courseCard.category.ssc',
  'courseCard.category.neet',
]);
const GUJARATI_SCRIPT = /[\u0A80-\u0AFF]/;

describe('message catalogues', () => {
  it('have the same keys in every language', () => {
    const englishKeys = Object.keys(english).sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const keys = Object.keys(catalogue).sort();
      expect({ language, missing: englishKeys.filter((key) => !keys.includes(key)) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({ language, extra: [] });
    }
  });

  it('fill in the same placeholders and tags in every language, with messages that compile', () => {
    for (const [key, message] of Object.entries(english)) {
      expect({ key, slots: slotsOf((gujarati as Record<string, string>)[key] ?? '') }).toEqual({
        key,
        slots: slotsOf(message),
      });
    }
  });

  it('have no empty message', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(catalogue))
        expect({ language, key, empty: message.trim() === '' }).toEqual({ language, key, empty: false });
    }
  });

  it('are written in Gujarati in the Gujarati catalogue, not copied from English', () => {
    const untranslated = Object.entries(gujarati as Record<string, string>).filter(
      ([key, message]) => !SAME_IN_GUJARATI.has(key) && !GUJARATI_SCRIPT.test(message),
    );
    expect(untranslated).toEqual([]);
  });
});
