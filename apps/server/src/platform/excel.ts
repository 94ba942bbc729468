import { PassThrough } from 'node:stream';
import { formatDate } from '@pp/contract/format';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Excel exports of the spec: file report-{timestamp}.xlsx, one sheet 'Sheet1', dates as
 * day-month name-year (India time), arrays joined with commas, internal fields not exported.
 * Rows are written as a stream from batches, so no export holds a whole table in memory.
 */
export type CellValue = string | number | boolean | null | undefined | Date | readonly string[];

export interface ExcelColumn<T> {
  header: string;
  value: (row: T) => CellValue;
  /** Epoch seconds or Date shown as a date. */
  date?: boolean;
  width?: number;
}

/** Cells that a spreadsheet would run as a formula are written as text (CSV/formula injection). */
export function neutralize(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function cellOf(value: CellValue, asDate = false): string | number | boolean | null {
  if (value === null || value === undefined) return '';
  if (asDate) {
    if (value instanceof Date) return formatDate(Math.floor(value.getTime() / 1000));
    if (typeof value === 'number') return value ? formatDate(value) : '';
  }
  if (value instanceof Date) return formatDate(Math.floor(value.getTime() / 1000));
  if (Array.isArray(value)) return neutralize(value.join(', '));
  if (typeof value === 'string') return neutralize(value);
  return value as number | boolean;
}

export function reportFileName(now: Date): string {
  return `report-${now.getTime()}.xlsx`;
}

/**
 * Sends an xlsx built from `batches` (e.g. keyset-paged SQL reads) as a download.
 * The caller refuses an empty export before calling (MSG.noDataToExport).
 */
export async function sendExcel<T>(
  reply: FastifyReply,
  columns: readonly ExcelColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  now: Date,
): Promise<FastifyReply> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 2),
  }));
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename="${reportFileName(now)}"`)
    .header('X-Content-Type-Options', 'nosniff');
  const writing = (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) sheet.addRow(columns.map((c) => cellOf(c.value(row), c.date))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  void writing;
  return reply.send(out);
}

/**
 * Reads a keyset-paged source in batches: `next(after)` returns rows after the given key. The
 * next batch is requested as soon as a batch arrives (one ahead), so that reading and writing overlap.
 */
export async function* keysetBatches<T, K>(
  next: (after: K | undefined) => Promise<T[]>,
  keyOf: (row: T) => K,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<T[]> {
  let sent = 0;
  let pending: Promise<T[]> | undefined = next(undefined);
  while (pending) {
    const rows: T[] = await pending;
    pending = undefined;
    if (!rows.length) return;
    const take = rows.slice(0, limit - sent);
    sent += take.length;
    // The next batch is read while this one is written (the database works while the Excel
    // writing runs): at most two batches in memory. Its failure surfaces at the next await.
    if (sent < limit) {
      pending = next(keyOf(rows[rows.length - 1]!));
      pending.catch(() => undefined);
    }
    yield take;
  }
}
