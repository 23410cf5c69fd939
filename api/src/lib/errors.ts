/** An answer that refuses a request: status, extra headers and a DRF-shaped body. */
export interface Refusal {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

/** Errors that map to Django REST Framework response shapes. */
export class HttpError extends Error implements Refusal {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const fieldError = (errors: FieldErrors) => new HttpError(400, errors);
export const notAuthenticated = () =>
  new HttpError(401, { detail: 'Authentication credentials were not provided.' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });

/** Collects field messages in order; `throwIfAny` raises them as one 400. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw fieldError(this.errors);
  }
}
