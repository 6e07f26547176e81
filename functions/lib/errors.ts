import { ERROR_CODES, type ErrorCode } from '#shared/error-codes.js';

/**
 * Errors the domain throws. They say what went wrong (a code from shared/error-codes.ts and an
 * English message), not how to answer it: only the handler layer (api-handler.ts) knows HTTP, so a
 * webhook or a report job can call the same domain code.
 */
export abstract class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message?: string, options: { field?: string; cause?: unknown } = {}) {
    super(message ?? ERROR_CODES[code], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.field = options.field;
  }
}

/** The caller sent something that can never work as sent. */
export class InvalidInput extends DomainError {}
/** No valid session. */
export class NotAuthenticated extends DomainError {}
/** A valid session that may not do this. */
export class NotAllowed extends DomainError {}
export class NotFound extends DomainError {}
/** The request clashes with the current state (already done, already taken). */
export class Conflict extends DomainError {}
/** The thing existed once and is gone for good. */
export class Gone extends DomainError {}
export class TooLarge extends DomainError {}
export class UnsupportedType extends DomainError {}
/** Something we depend on (the payment gateway) is not answering; the same request may work later. */
export class Unavailable extends DomainError {}

export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, retryAfterSeconds: number, message?: string) {
    super(code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
