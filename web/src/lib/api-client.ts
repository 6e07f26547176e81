import { readToken } from './token';

/** A failed API call: the HTTP status and, when the server sent one, its `error` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
  ) {
    super(serverError ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the same-origin JSON API, sending the stored token as a bearer header. */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const payload = await readJson(response);
  if (!response.ok || isFailure(payload)) {
    throw new ApiError(response.status, errorText(payload));
  }
  return payload as T;
}

/** The server's own error text when there is one, else the caller's fallback message. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isFailure(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === false;
}

function errorText(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined;
  const { error } = payload;
  return typeof error === 'string' && error.trim() ? error : undefined;
}
