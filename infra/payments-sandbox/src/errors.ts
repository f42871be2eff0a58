// The provider's error bodies: `{ type, message, errors }`, where `errors` maps a field to its
// problems for a refused request and is null otherwise. Messages never repeat what was sent.

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'authorization_error'
  | 'record_not_found'
  | 'api_error';

export interface ErrorBody {
  type: ErrorType;
  message: string;
  errors: Record<string, string[]> | null;
}

export type FieldErrors = Record<string, string[]>;

export class ProviderError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ProviderError';
  }
}

export const VALIDATION_FAILED = 'Validation Failed';

export function validationFailed(errors: FieldErrors): ProviderError {
  return new ProviderError(400, { type: 'invalid_request_error', message: VALIDATION_FAILED, errors });
}

/** A request the object's state refuses (capture of a paid payment, an unverified token, ...). */
export function refused(message: string): ProviderError {
  return new ProviderError(400, { type: 'invalid_request_error', message, errors: null });
}

export function unauthorized(): ProviderError {
  return new ProviderError(401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
}

export function notFound(): ProviderError {
  return new ProviderError(404, { type: 'record_not_found', message: 'Record not found', errors: null });
}

/** Collects field problems and throws them together, so one answer names every bad field. */
export class FieldProblems {
  private readonly problems: FieldErrors = {};

  add(field: string, message: string): void {
    const list = (this.problems[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }

  has(field: string): boolean {
    return field in this.problems;
  }

  throwIfAny(): void {
    if (Object.keys(this.problems).length > 0) throw validationFailed(this.problems);
  }
}
