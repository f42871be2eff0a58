// A GraphQL answer's `errors` as the storefront's RequestError, with no GraphQL client: the first
// error's extensions carry the API's message key and Arabic text, and every error may carry field
// errors (whether the answer came with a 200 or, as input errors do, a 400). Apollo's errors are read
// through this too (graphql/request-error-of.ts), and so are the catalog's light reads.
import { OPERATION_FAILED, RequestError, type RequestFieldError } from './request-error';

export interface GraphQLErrorEntry {
  message?: unknown;
  extensions?: { key?: unknown; arMessage?: unknown; fieldErrors?: unknown } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function requestErrorOfGraphQL(errors: readonly GraphQLErrorEntry[], status: number | null, cause?: unknown): RequestError {
  const first = errors[0];
  const extensions = first?.extensions ?? {};
  const fieldErrors: RequestFieldError[] = errors.flatMap((entry) =>
    (Array.isArray(entry.extensions?.fieldErrors) ? (entry.extensions.fieldErrors as unknown[]) : []).flatMap((value) => {
      const { field, key, message, arMessage } = (value ?? {}) as Record<string, unknown>;
      const name = text(field);
      const errorKey = text(key);
      return name && errorKey ? [{ field: name, key: errorKey, texts: { en: text(message), ar: text(arMessage) } }] : [];
    }),
  );
  const texts = { en: text(first?.message), ar: text(extensions.arMessage) };
  return new RequestError(text(extensions.key) ?? (status === 401 ? 'unauthorized' : OPERATION_FAILED), {
    status,
    fieldErrors,
    texts: texts.en || texts.ar ? texts : null,
    cause,
  });
}
