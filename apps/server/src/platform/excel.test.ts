import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cellOf, keysetBatches, neutralize, sendExcel } from './excel.ts';

describe('excel exports', () => {
  it('neutralizes formula-looking cells and formats dates and arrays', () => {
    expect(neutralize('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralize('+91 98')).toBe("'+91 98");
    expect(neutralize('-1')).toBe("'-1");
    expect(neutralize('@SUM')).toBe("'@SUM");
    expect(neutralize('Company')).toBe('Company');
    expect(cellOf(['Tax', 'FEMA'])).toBe('Tax, FEMA');
    expect(cellOf(['=cmd'])).toBe("'=cmd");
    expect(cellOf(Date.UTC(2026, 10, 20, 20, 0) / 1000, true)).toBe('21-Nov-2026');
    expect(cellOf(12)).toBe(12);
  });

  it('streams a workbook with one sheet named Sheet1 from keyset batches', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? '=1+1' : `Row ${i + 1}`,
    }));
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendExcel(
        reply,
        [
          { header: 'Id', value: (r: { id: number }) => r.id },
          { header: 'Name', value: (r: { name: string }) => r.name },
        ],
        keysetBatches(
          async (after?: number) => all.filter((r) => r.id > (after ?? 0)).slice(0, 1000),
          (r) => r.id,
        ),
        new Date(1_700_000_000_000),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.headers['content-disposition']).toBe('attachment; filename="report-1700000000000.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(2501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Name']);
    expect(sheet.getRow(2).getCell(2).value).toBe("'=1+1");
    expect(sheet.getRow(2501).getCell(1).value).toBe(2500);
  });
});
