/**
 * Names and titles are one line of visible text: nothing invisible, no line break of any kind. Gujarati
 * and Devanagari words keep the zero-width joiner and non-joiner they are written with.
 */
import { describe, expect, it } from 'vitest';
import { offlinePaymentSchema } from '#shared/admin-schemas.js';
import { sectionInputSchema, testInputSchema } from '#shared/mock-tests.js';
import { createOrderSchema } from '#shared/payment-schemas.js';
import {
  accountDetailsSchema,
  adInputSchema,
  courseInputSchema,
  isCleanText,
  noteInputSchema,
  registerSchema,
  testSeriesInputSchema,
} from '#shared/schemas.js';
import { validationIssue } from '#lib/validation-issue.js';

const ZWNJ = '\u200c';
const ZWJ = '\u200d';

/** Each one alone in a name that reads "Asha Patel" on screen. */
const INVISIBLE = {
  'line separator U+2028': '\u2028',
  'paragraph separator U+2029': '\u2029',
  'zero-width space U+200B': '\u200b',
  'zero-width non-joiner U+200C': ZWNJ,
  'zero-width joiner U+200D': ZWJ,
  'left-to-right mark U+200E': '\u200e',
  'right-to-left mark U+200F': '\u200f',
  'Arabic letter mark U+061C': '\u061c',
  'word joiner U+2060': '\u2060',
  'invisible times U+2062': '\u2062',
  'byte order mark U+FEFF': '\ufeff',
  'soft hyphen U+00AD': '\u00ad',
  'left-to-right embedding U+202A': '\u202a',
  'right-to-left override U+202E': '\u202e',
  'left-to-right isolate U+2066': '\u2066',
  'pop directional isolate U+2069': '\u2069',
  'Hangul filler U+3164': '\u3164',
  'combining grapheme joiner U+034F': '\u034f',
  'Mongolian vowel separator U+180E': '\u180e',
  'tag letter A U+E0041': '\u{e0041}',
} as const;

const NAME_MESSAGE = 'Name contains invisible or invalid characters; please retype it';
const student = { email: 'asha@example.com', mobile: '9876543210', password: 'secret123' };

describe('a name or title with an invisible character or a line separator', () => {
  it.each(Object.entries(INVISIBLE))('is refused with a %s inside', (_what, character) => {
    const name = `Asha${character} Patel`;
    for (const result of [
      registerSchema.safeParse({ ...student, name }),
      accountDetailsSchema.safeParse({ name, mobile: student.mobile }),
      createOrderSchema.safeParse({ course: 'gpsc', name, mobile: student.mobile }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ path: ['name'], message: NAME_MESSAGE });
    }
    for (const result of [
      courseInputSchema.safeParse({ title: name, description: 'D', price: 1 }),
      testSeriesInputSchema.safeParse({ title: name, description: 'D', price: 1 }),
      adInputSchema.safeParse({ title: name, imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png' }),
      noteInputSchema.safeParse({
        title: name,
        fileKey: 'uploads/notes/01ARZ3NDEKTSV4RRFFQ69G5FAV/01ARZ3NDEKTSV4RRFFQ69G5FAW.pdf',
      }),
      testInputSchema.safeParse({ title: name, durationMinutes: 60 }),
      sectionInputSchema.safeParse({ title: name }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({
        path: ['title'],
        message: expect.stringMatching(
          /^(Section t|T)itle contains invisible or invalid characters; please retype it$/,
        ),
      });
    }
  });

  it.each(Object.entries(INVISIBLE))(
    'is refused with a %s at the end, or has it trimmed off with the spaces',
    (_what, character) => {
      const result = registerSchema.safeParse({ ...student, name: `Asha Patel${character}` });
      if (result.success) expect(result.data.name).toBe('Asha Patel');
      else expect(result.error.issues[0]?.message).toBe(NAME_MESSAGE);
    },
  );

  it('answers the validation code the web catalogues have a message for', () => {
    const result = registerSchema.safeParse({ ...student, name: 'Asha\u2028Patel' });
    expect(validationIssue(result.error!, { name: 'Asha\u2028Patel' })).toEqual({
      code: 'validation.characters',
      field: 'name',
      message: NAME_MESSAGE,
    });
  });

  it('is refused as an offline payment reference too', () => {
    const result = offlinePaymentSchema.safeParse({
      courseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      amount: 100,
      mode: 'cash',
      paidOn: '2026-06-01',
      reference: 'RB\u200b-101',
    });
    expect(result.error?.issues[0]?.message).toBe(
      'Reference contains invisible or invalid characters; please retype it',
    );
  });
});

describe('Gujarati, Devanagari and other Indic words', () => {
  // Real names and words as they are typed: the joiners pick the drawn form of a conjunct.
  const words = {
    'Gujarati Padmavati, a visible virama (ZWNJ)': `પદ્${ZWNJ}માવતી`,
    'Gujarati Lakshmi, a half ka (ZWJ)': `લક્${ZWJ}ષ્મી પટેલ`,
    'Gujarati Shri with a half sha (ZWJ)': `શ્${ZWJ}રી રામ વિદ્યાલય`,
    'Hindi Padma (ZWNJ)': `पद्${ZWNJ}मा शर्मा`,
    'Marathi eyelash ra (ZWJ)': `सुर्${ZWJ}या कुलकर्णी`,
    'Malayalam avan in the older chillu spelling (ZWJ)': `അവന്${ZWJ}`,
  };

  it.each(Object.entries(words))('keeps %s', (_what, name) => {
    expect(isCleanText(name)).toBe(true);
    expect(registerSchema.parse({ ...student, name }).name).toBe(name);
    expect(courseInputSchema.parse({ title: name, description: 'D', price: 1 }).title).toBe(name);
  });

  it.each([
    ['a joiner between Latin letters', `Asha${ZWJ}Patel`],
    ['a joiner at the start of a Gujarati word', `${ZWJ}પટેલ`],
    ['a joiner at the end of a Gujarati word', `પટેલ${ZWNJ}`],
    ['a joiner between a Gujarati and a Latin letter', `પ${ZWJ}A`],
    ['a joiner between Gujarati and Devanagari', `ક્${ZWJ}ष`],
    ['a joiner beside a space', `પટેલ ${ZWJ}ભાઈ`],
    ['two joiners in a row', `લક્${ZWJ}${ZWJ}ષ્મી`],
    ['an emoji sequence', `Topper 👩${ZWJ}🎓`],
    ['a zero-width space inside a Gujarati word', `પટે\u200bલ`],
    ['a word joiner inside a Devanagari word', `शर्\u2060मा`],
  ])('refuses %s', (_what, name) => {
    expect(isCleanText(name)).toBe(false);
    expect(registerSchema.safeParse({ ...student, name }).success).toBe(false);
  });
});

describe('descriptions and other many-line texts', () => {
  it('keep their line breaks and what they held before, bidi controls still refused', () => {
    expect(isCleanText('Line one\u2028Line two\u200b', { multiline: true })).toBe(true);
    expect(isCleanText('Line one\u202eowt enil', { multiline: true })).toBe(false);
  });
});
