/** Errors the domain throws; the error handler turns them into `{ success: false, error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Send the request body as JSON (Content-Type: application/json)') {
    super(415, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
