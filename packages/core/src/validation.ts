import type { z } from 'zod';
import { AppError } from './errors.js';

/** Field name → first message, for forms. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** VALIDATION_FAILED carrying the first message and every field's message. */
export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION_FAILED', error.issues[0]?.message ?? 'The request is not valid.', fieldMessages(error));
}

/** Parses with a schema or throws VALIDATION_FAILED carrying the first message and every field's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error);
}
