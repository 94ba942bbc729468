import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** Counts the rows of the first sheet with exceljs's streaming reader (bounded memory). */
export async function countXlsxRows(
  payload: Buffer,
): Promise<{ rows: number; sheetName: string; first: unknown[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(payload), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  let sheetName = '';
  let first: unknown[] = [];
  for await (const sheet of reader) {
    sheetName = (sheet as unknown as { name: string }).name;
    for await (const row of sheet) {
      if (rows === 0) first = (row.values as unknown[]).slice(1);
      rows++;
    }
  }
  return { rows, sheetName, first };
}

/** The named sheet of an xlsx answer, read whole into memory (small exports); it must be there. */
export async function sheetOf(payload: Buffer, name = 'Sheet1'): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeDefined();
  return sheet!;
}
