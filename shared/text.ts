// No zod here: the API's request layer checks path ids with this, and every function imports that layer.

/**
 * Text a person typed: no NUL or other control characters, C0 or C1 (a description may have line breaks
 * and tabs), no broken characters (lone UTF-16 surrogates), which storage and other clients mangle, and
 * no bidirectional overrides or isolates (U+202A-U+202E, U+2066-U+2069), which make a name or a
 * reference read differently from what it is (a receipt for "Asha" that shows as another name).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(text) && !LONE_SURROGATE.test(text) && !BIDI_CONTROLS.test(text);
}
