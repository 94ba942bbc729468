import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { formatDate } from '@pp/contract/format';
import { type Download, download } from './download.ts';

/**
 * Excel exports of the spec: file report-{timestamp}.xlsx, one sheet 'Sheet1', dates as
 * day-month name-year (India time), arrays joined with commas, internal fields not exported.
 * Rows are written as a stream from batches, so no export holds a whole table in memory.
 *
 * The xlsx is written here directly (the sheet's XML as text, zipped as it is produced) rather
 * than through exceljs's streaming writer, whose row and cell objects cost more than the rest of
 * an export of 100 000 rows (bench/results/history-2026-11.md). The parts are the ones exceljs wrote (no
 * shared strings, one default style): text cells `t="str"`, numbers plain, booleans `t="b"`,
 * empty values as empty text cells, the columns' widths; exceljs reads the same values.
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

// XML text: the five special characters escaped, characters XML 1.0 does not allow dropped
// (as exceljs did).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
const XML_UNSAFE = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
const XML_UNSAFE_ALL = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/g;
const XML_ENTITY: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

export function xmlText(text: string): string {
  return XML_UNSAFE.test(text) ? text.replace(XML_UNSAFE_ALL, (c) => XML_ENTITY[c] ?? '') : text;
}

/** 'A', 'B', ..., 'Z', 'AA', ... for a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    name = String.fromCharCode(65 + m) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`;

const ROOT_RELS = `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="${PKG_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`;

const APP_PROPS = `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs><TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>Sheet1</vt:lpstr></vt:vector></TitlesOfParts><Company></Company><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>`;

function coreProps(now: Date): string {
  const at = `${now.toISOString().slice(0, 19)}Z`;
  return `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`;
}

const WORKBOOK = `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr/><sheets><sheet sheetId="1" name="Sheet1" state="visible" r:id="rId2"/></sheets><calcPr calcId="171027"/></workbook>`;

const WORKBOOK_RELS = `${XML_DECLARATION}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

// One font (Calibri 11), the two fills every workbook has, one border, one cell format.
const STYLES = `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/></styleSheet>`;

const SHEET_END =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** The sheet's opening, with the columns' widths (adjacent equal widths in one range). */
function sheetStart(widths: readonly number[]): string {
  let cols = '';
  for (let i = 0; i < widths.length; ) {
    let j = i;
    while (j + 1 < widths.length && widths[j + 1] === widths[i]) j++;
    cols += `<col min="${i + 1}" max="${j + 1}" width="${widths[i]}" customWidth="1"/>`;
    i = j + 1;
  }
  return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

type Cell = string | number | boolean | null;

/** One row's XML: text cells `t="str"`, numbers plain, booleans `t="b"`; null cells left out (no row without a cell). */
function rowXml(rowNumber: number, letters: readonly string[], cells: readonly Cell[]): string {
  let body = '';
  let first = 0;
  let last = 0;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const ref = `${letters[i]}${rowNumber}`;
    if (typeof value === 'string') body += `<c r="${ref}" t="str"><v>${xmlText(value)}</v></c>`;
    else if (typeof value === 'number') body += `<c r="${ref}"><v>${value}</v></c>`;
    else body += `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (!first) first = i + 1;
    last = i + 1;
  }
  return body ? `<row r="${rowNumber}" spans="${first}:${last}">${body}</row>` : '';
}

/** The sheet's XML is compressed in pieces of about this many characters. */
const PIECE = 64 * 1024;
const ZIP_MAX = 0xffffffff;

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

interface ZipEntry {
  name: Buffer;
  /** Bit 3: sizes and CRC in a data descriptor after the data (a streamed entry). */
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/**
 * A ZIP archive (deflate, no ZIP64: an entry and the archive stay under 4 GB) written to `out`:
 * small parts compressed at once, one part streamed (the sheet), then the central directory.
 * Node's own zlib and CRC-32 (the CRC is most of what a JavaScript zip library spends).
 */
class ZipWriter {
  private readonly entries: ZipEntry[] = [];
  private offset = 0;
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly out: PassThrough,
    at: Date,
  ) {
    ({ time: this.time, date: this.date } = dosDateTime(at));
  }

  /** Writes to the download (nothing once it has gone); false when the reader is behind. */
  private push(chunk: Buffer): boolean {
    this.offset += chunk.length;
    return !this.out.destroyed && this.out.write(chunk);
  }

  private localHeader(entry: ZipEntry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.flags, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    return Buffer.concat([header, entry.name]);
  }

  add(name: string, text: string): void {
    const data = Buffer.from(text);
    const compressed = deflateRawSync(data, { level: 1 });
    const entry: ZipEntry = {
      name: Buffer.from(name),
      flags: 0,
      crc: crc32(data),
      compressedSize: compressed.length,
      size: data.length,
      offset: this.offset,
    };
    this.entries.push(entry);
    this.push(this.localHeader(entry));
    this.push(compressed);
  }

  /** A streamed part: `write` resolves false once the download has gone; `end` closes the part. */
  stream(name: string) {
    const entry: ZipEntry = {
      name: Buffer.from(name),
      flags: 0x0008,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
    };
    this.entries.push(entry);
    this.push(this.localHeader(entry));
    const deflate = createDeflateRaw({ level: 1 });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressedSize += chunk.length;
      if (!this.push(chunk) && !this.out.destroyed) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    });
    const out = this.out;
    // A compression failure fails the download (and so ends the writing, see until).
    deflate.on('error', (err) => out.destroy(err));
    /** Waits for `event` on `emitter` unless the download closes first; false when it closed. */
    async function until(emitter: NodeJS.EventEmitter, event: string): Promise<boolean> {
      if (out.destroyed) return false;
      const stop = new AbortController();
      await Promise.race([
        once(emitter, event, { signal: stop.signal }),
        once(out, 'close', { signal: stop.signal }),
      ]).finally(() => stop.abort());
      return !out.destroyed;
    }
    return {
      write: async (text: string): Promise<boolean> => {
        if (out.destroyed) return false;
        const data = Buffer.from(text);
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        if (entry.size > ZIP_MAX) throw new Error('The export is too large for a ZIP file without ZIP64');
        return deflate.write(data) || until(deflate, 'drain');
      },
      end: async (): Promise<boolean> => {
        const ended = until(deflate, 'end');
        deflate.end();
        if (!(await ended)) return false;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        descriptor.writeUInt32LE(entry.compressedSize, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        this.push(descriptor);
        return true;
      },
      destroy: () => deflate.destroy(),
    };
  }

  /** The central directory and its end record; ends the output. */
  finish(): void {
    if (this.offset > ZIP_MAX) throw new Error('The export is too large for a ZIP file without ZIP64');
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(entry.flags, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt16LE(this.time, 12);
      header.writeUInt16LE(this.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      this.push(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.out.write(end);
    this.out.end();
  }
}

/**
 * Sends an xlsx built from `batches` (e.g. keyset-paged SQL reads) as a download.
 * The caller refuses an empty export before calling (MSG.noDataToExport).
 * The rows are written as the client takes the file (a slow download pauses the reads; a client
 * that leaves stops the export); the zip uses the fastest deflate level (the sheet's XML is very
 * repetitive: 8 MB for the 67 MB of 100 000 rows of 11 columns).
 */
export function excelDownload<T>(
  columns: readonly ExcelColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  now: Date,
): Download {
  const out = new PassThrough();
  const zip = new ZipWriter(out, now);
  zip.add('[Content_Types].xml', CONTENT_TYPES);
  zip.add('_rels/.rels', ROOT_RELS);
  zip.add('docProps/app.xml', APP_PROPS);
  zip.add('docProps/core.xml', coreProps(now));
  zip.add('xl/workbook.xml', WORKBOOK);
  zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  zip.add('xl/styles.xml', STYLES);
  const sheet = zip.stream('xl/worksheets/sheet1.xml');

  const letters = columns.map((_, i) => columnLetters(i));
  const cells: Cell[] = new Array(columns.length);

  const writing = (async () => {
    try {
      let piece = sheetStart(columns.map((c) => c.width ?? Math.max(12, c.header.length + 2)));
      piece += rowXml(
        1,
        letters,
        columns.map((c) => c.header),
      );
      let rowNumber = 1;
      for await (const batch of batches) {
        for (const row of batch) {
          rowNumber++;
          for (let i = 0; i < columns.length; i++) {
            const column = columns[i]!;
            cells[i] = cellOf(column.value(row), column.date);
          }
          piece += rowXml(rowNumber, letters, cells);
          if (piece.length >= PIECE) {
            if (!(await sheet.write(piece))) return sheet.destroy();
            piece = '';
            // Let other requests of this process in between pieces (a batch is otherwise one
            // stretch of synchronous work: its rows' XML and their compression).
            await setImmediate();
          }
        }
      }
      if (!(await sheet.write(piece + SHEET_END)) || !(await sheet.end())) return sheet.destroy();
      zip.finish();
    } catch (err) {
      sheet.destroy();
      out.destroy(err as Error);
    }
  })();
  void writing;
  return download(out, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${reportFileName(now)}"`,
    'X-Content-Type-Options': 'nosniff',
  });
}

/**
 * Reads a keyset-paged source in batches: `next(after)` returns rows after the given key. The
 * next batch is requested as soon as a batch arrives (one ahead), so that reading and writing overlap.
 * The arrays `next` returns are yielded as they are (cut to a copy only at `limit`).
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
    const take = sent + rows.length <= limit ? rows : rows.slice(0, limit - sent);
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

/**
 * A sheet of rows read in keyset batches (`keysetBatches`), each batch turned into the sheet's
 * items before the next is read: the admin's exports.
 */
export function excelOfBatches<Row, Key, Item>(
  columns: readonly ExcelColumn<Item>[],
  read: { next: (after: Key | undefined) => Promise<Row[]>; keyOf: (row: Row) => Key; limit: number },
  toItems: (rows: Row[]) => Promise<readonly Item[]> | readonly Item[],
  now: Date,
): Download {
  async function* items() {
    for await (const rows of keysetBatches(read.next, read.keyOf, read.limit)) yield await toItems(rows);
  }
  return excelDownload(columns, items(), now);
}
