// No zod here: the API's request layer checks path ids with this, and every function imports that layer.

/**
 * Text a person typed: no NUL or other control characters (a description may have line breaks and
 * tabs), and no broken characters (lone UTF-16 surrogates), which storage and other clients mangle.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(text: string, options: { multiline?: boolean } = {}): boolean {
  return !(options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(text) && !LONE_SURROGATE.test(text);
}
