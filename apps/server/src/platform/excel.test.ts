import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDownload } from './download.ts';
import {
  cellOf,
  columnLetters,
  type ExcelColumn,
  excelDownload,
  keysetBatches,
  neutralize,
  xmlText,
} from './excel.ts';

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
      sendDownload(
        reply,
        excelDownload(
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

describe('keyset batches', () => {
  it('reads one ahead, stops at the end or at the limit', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1 }));
    const asked: (number | undefined)[] = [];
    const read = (limit?: number) =>
      keysetBatches(
        async (after?: number) => {
          asked.push(after);
          return all.filter((r) => r.id > (after ?? 0)).slice(0, 1000);
        },
        (r) => r.id,
        limit,
      );
    const sizes: number[] = [];
    for await (const batch of read()) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(asked).toEqual([undefined, 1000, 2000, 2500]);
    sizes.length = 0;
    asked.length = 0;
    for await (const batch of read(1200)) sizes.push(batch.length);
    expect(sizes).toEqual([1000, 200]);
    expect(asked).toEqual([undefined, 1000]);
  });
});

describe('the xlsx writer', () => {
  function serve<T>(columns: ExcelColumn<T>[], batches: AsyncIterable<readonly T[]>) {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendDownload(reply, excelDownload(columns, batches, new Date(1_700_000_000_000))),
    );
    return app;
  }

  async function* once<T>(rows: T[]) {
    yield rows;
  }

  it('names columns past Z and escapes XML text', () => {
    expect(columnLetters(0)).toBe('A');
    expect(columnLetters(25)).toBe('Z');
    expect(columnLetters(26)).toBe('AA');
    expect(columnLetters(701)).toBe('ZZ');
    expect(columnLetters(702)).toBe('AAA');
    expect(xmlText(`a<b>&'"`)).toBe('a&lt;b&gt;&amp;&apos;&quot;');
    expect(xmlText('x\u0001y\u001fz\u007f\ttab\nline')).toBe('xyz\ttab\nline');
    expect(xmlText('plain')).toBe('plain');
  });

  it('writes text, numbers, booleans and widths as exceljs reads them, past column Z', async () => {
    const extra = Array.from({ length: 26 }, (_, i) => ({
      header: `C${i + 3}`,
      value: (r: { n: number }) => r.n + i,
    }));
    const columns: ExcelColumn<{ text: string; n: number; flag: boolean }>[] = [
      { header: 'Text <&>', value: (r) => r.text, width: 40 },
      { header: 'Flag', value: (r) => r.flag },
      ...extra,
    ];
    const app = serve(
      columns,
      once([
        { text: `Tom & "Jerry" <it's>\u0002`, n: 1.5, flag: true },
        { text: '', n: -2, flag: false },
      ]),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Sheet1']);
    const sheet = wb.getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Text <&>');
    expect(sheet.getRow(1).getCell(28).value).toBe('C28');
    expect(sheet.getRow(2).getCell(1).value).toBe(`Tom & "Jerry" <it's>`);
    expect(sheet.getRow(2).getCell(2).value).toBe(true);
    expect(sheet.getRow(3).getCell(2).value).toBe(false);
    expect(sheet.getRow(2).getCell(3).value).toBe(1.5);
    expect(sheet.getRow(3).getCell(28).value).toBe(23);
    expect(sheet.getRow(2).getCell('AB').value).toBe(26.5);
    expect(sheet.getColumn(1).width).toBe(40);
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('ends the download without a valid file when a batch fails', async () => {
    async function* failing() {
      yield [{ id: 1 }];
      throw new Error('database gone');
    }
    const app = serve([{ header: 'Id', value: (r: { id: number }) => r.id }], failing());
    const outcome = await app.inject({ method: 'GET', url: '/x' }).then(
      async (res) => {
        const wb = new ExcelJS.Workbook();
        return wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer).then(
          () => 'valid',
          () => 'invalid',
        );
      },
      () => 'aborted',
    );
    expect(outcome).not.toBe('valid');
  });

  it('stops reading batches once the client has gone', async () => {
    let reads = 0;
    let finished = false;
    const rows = keysetBatches(
      async (after?: number) => {
        reads++;
        const from = (after ?? 0) + 1;
        // Incompressible text, so that the download outruns the socket's buffers.
        return Array.from({ length: 500 }, (_, i) => ({
          id: from + i,
          text: randomBytes(200).toString('base64'),
        }));
      },
      (r) => r.id,
    );
    async function* source() {
      try {
        yield* rows;
      } finally {
        finished = true;
      }
    }
    const app = serve([{ header: 'Text', value: (r: { text: string }) => r.text }], source());
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = request({ port, path: '/x' }, (res) => {
          // The first bytes arrive; the client then stops reading and leaves.
          res.once('data', () => {
            res.pause();
            setTimeout(() => {
              req.destroy();
              resolve();
            }, 100);
          });
        });
        req.on('error', () => undefined);
        req.on('close', () => resolve());
        req.setTimeout(5000, () => reject(new Error('no data')));
        req.end();
      });
      await new Promise((r) => setTimeout(r, 200));
      const after = reads;
      await new Promise((r) => setTimeout(r, 300));
      expect(reads).toBe(after);
      expect(reads).toBeLessThan(50);
      // The writing ended (nothing left waiting on the gone download).
      expect(finished).toBe(true);
    } finally {
      await app.close();
    }
  });
});
