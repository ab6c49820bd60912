/**
 * Typed domain errors. Services throw these; the one error handler in app.ts maps them to HTTP.
 * The message is meant for the user: it is sent as is (never for 5xx).
 */
export class DomainError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string, details?: { path: string; message: string }[]) {
    super(400, message, details);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooLarge extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}
export class Unsupported extends DomainError {
  constructor(message: string) {
    super(415, message);
  }
}
/** A provider we depend on (card processor, checkout gateway) did not answer usably. */
export class BadGateway extends DomainError {
  constructor(message: string) {
    super(502, message);
  }
}
/**
 * Something we depend on (the database, the image store) cannot be reached right now: 503 with
 * `Retry-After` (ADR 0125), so a client or proxy tries again instead of reporting a bug.
 */
export class Unavailable extends DomainError {
  constructor(
    message = 'Best Bikes is briefly unavailable. Please try again in a few seconds.',
    public readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}
export class TooManyRequests extends DomainError {
  constructor(message = 'Too many attempts. Please wait a minute and try again.') {
    super(429, message);
  }
}
