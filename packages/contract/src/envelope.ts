import { z } from 'zod';

/** Every answer: `{ result, error: { Message } }`; an empty Message means success. */
export const errorBody = z.object({
  Message: z.string(),
  /**
   * Ours. The stable code of `Message` in the contract's message registry (message-codes.ts, e.g.
   * `MSG.required`), when the text is registered: a client shows the text of the code in the
   * reader's language. `Message` stays the English text.
   */
  code: z
    .string()
    .optional()
    .describe('Ours. The registry code of `Message` (e.g. `MSG.required`), when the text is registered.'),
  /** Field-level messages for forms (field name -> message), when the input was invalid. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Ours. The registry code of each message in `fields` (field name -> code), for the registered ones. */
  fieldCodes: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      'Ours. The registry code of each message in `fields` (field name -> code), for the registered ones.',
    ),
});

export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result: result.nullable(), error: errorBody });
}

export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { result: T | null; error: ErrorBody };

/** A page of a list: `result.list` + `result.total`. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** `{ Message }` results of actions whose answer is just a sentence. */
export const messageResult = z.object({ Message: z.string() });

/** Common paging query. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100000).default(10),
  sort: z.coerce.number().int().min(1).max(10).default(1),
});

/** The answer of a create: the new record's code and the spec's success message. */
export const codeResult = z.object({ code: z.string(), Message: z.string() });
