/**
 * The decoded path of a request URL, or undefined when it cannot be decoded (a stray `%`, a cut-off or
 * invalid UTF-8 escape such as `%E0%A4%A`). Callers answer 400 then: decodeURIComponent throws URIError
 * on such input, and a throw inside a node:http request listener ends the whole process.
 */
export function decodedPath(rawUrl: string | undefined): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(rawUrl ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  return decodeSegment(pathname);
}

export function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** True when every %-escape in the raw path decodes (the path may still contain encoded slashes). */
export function hasValidEscapes(pathname: string): boolean {
  return pathname.split('/').every((segment) => decodeSegment(segment) !== undefined);
}
