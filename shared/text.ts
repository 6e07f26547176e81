// No zod here: the API's request layer checks path ids with this, and every function imports that layer.

/**
 * Text a person typed: no NUL or other control characters, C0 or C1 (a description may have line breaks
 * and tabs), no broken characters (lone UTF-16 surrogates), which storage and other clients mangle, and
 * no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069), which make a name or a
 * reference read differently from what it is (a receipt for "Asha" that shows as another name).
 *
 * A one-line text (a name, a title, a reference) also has nothing invisible and no line break of any
 * kind: "Asha" with a zero-width space inside looks like "Asha" on a receipt and in a list but is
 * another name to search and to compare, and a line separator (U+2028) breaks a line where none may be.
 * Refused there: every format character (Unicode category Cf: zero-width space U+200B, word joiner
 * U+2060, byte order mark U+FEFF, the bidi marks U+200E, U+200F and U+061C, soft hyphen U+00AD, tag
 * characters...), the line and paragraph separators (U+2028, U+2029) and the blank fillers that show
 * nothing (Hangul fillers, Khmer's invisible vowels, the combining grapheme joiner, Mongolian selectors).
 * One exception: Gujarati, Devanagari and the other Indic scripts write some words with the zero-width
 * joiner and non-joiner (U+200D, U+200C), which choose how a conjunct is drawn (ક્‍ષ, र्‍य); they are
 * taken between two characters of the same Indic script, or after its virama at the end of a word,
 * and nowhere else (not between Latin letters, not in an emoji sequence, not two in a row).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The Indic scripts and each one's virama (the sign that joins a consonant to the next). */
const INDIC_SCRIPTS = {
  Devanagari: '\\u094d',
  Bengali: '\\u09cd',
  Gurmukhi: '\\u0a4d',
  Gujarati: '\\u0acd',
  Oriya: '\\u0b4d',
  Tamil: '\\u0bcd',
  Telugu: '\\u0c4d',
  Kannada: '\\u0ccd',
  Malayalam: '\\u0d4d',
  Sinhala: '\\u0dca',
} as const;
/**
 * A joiner inside a word of one Indic script (a character of that script on both sides), or after
 * the script's virama at the end of a word (a half form or a chillu written the older way: അവന്‍).
 */
const JOINER_IN_INDIC_WORD = new RegExp(
  Object.entries(INDIC_SCRIPTS)
    .flatMap(([script, virama]) => [
      `(?<=\\p{Script=${script}})[\\u200c\\u200d](?=\\p{Script=${script}})`,
      `(?<=${virama})[\\u200c\\u200d](?![\\p{L}\\p{M}\\p{Cf}])`,
    ])
    .join('|'),
  'gu',
);
// The combining ones (grapheme joiner, Khmer's invisible vowels, Mongolian selectors) one by one: in a class they would combine.
const INVISIBLE = /[\p{Cf}\u2028\u2029\u115f\u1160\u3164\uffa0]|\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180f/u;

function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text.replace(JOINER_IN_INDIC_WORD, ''));
}

export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  if (LONE_SURROGATE.test(text) || BIDI_CONTROLS.test(text)) return false;
  if (options.multiline) return !CONTROL_CHARACTERS_EXCEPT_LINES.test(text);
  return !CONTROL_CHARACTERS.test(text) && !hasInvisible(text);
}
