import { fieldErrors } from '@pp/contract/validators';
import type { z } from 'zod';
import { ApiCallError } from '../../../lib/api.ts';

/** Field messages of a contract schema for a form (first message per field). */
export function schemaErrors(schema: z.ZodType, body: unknown): Record<string, string> {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** The server's field messages, if the refusal carried any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiCallError && error.fields ? error.fields : {};
}
