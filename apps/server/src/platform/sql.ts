import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Text matched literally by LIKE/ILIKE (its `%`, `_` and `\` escaped). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching the text anywhere. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The position of a row in a newest-first list: its creation time, the id breaking ties. */
export interface CreatedKey {
  createdAt: Date;
  id: number;
}

/** Rows after `key` in newest-first order (keyset paging of exports); no key: from the start. */
export function createdBefore(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  key: CreatedKey | undefined,
): SQL | undefined {
  return key
    ? or(lt(createdAt, key.createdAt), and(eq(createdAt, key.createdAt), lt(id, key.id)))
    : undefined;
}
