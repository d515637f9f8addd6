// What a catalogue import file may hold (issue 48, decision 0072), and the one scan that enforces it
// on the file's bytes as they arrive: its total size, each CSV row's size and columns, the number of
// rows and of cells, and strict UTF-8 (a byte that is not UTF-8 is refused with its row and column,
// never replaced). The scan keeps a few counters, never the file, so a hostile file is refused at the
// first byte past a limit; only a file within every limit is decoded and parsed (csv-parse, JSON).
import type { ShopperMessage } from "~core/i18n/message";

export const CATALOGUE_IMPORT_LIMITS = {
  /** The whole file, in bytes: about 100,000 products of a typical spreadsheet. */
  maxBytes: 20 * 1024 * 1024,
  /** Columns of a CSV row: the format has 24 (docs/recipes/catalogue-csv.md), room for a few unknown ones. */
  maxColumns: 64,
  /** One CSV row, or one product of a JSON file, in bytes (a long HTML description fits many times). */
  maxRowBytes: 256 * 1024,
  /** Products (CSV rows after the header, or JSON list entries): the largest store the platform serves. */
  maxRows: 100_000,
  /** Cells of a CSV file, header included: every column of the largest file. */
  maxCells: 2_500_000,
  /** Problems a report lists; a file with more stops being checked there. */
  maxProblems: 1_000,
} as const;

/** Multipart framing and the form's other fields around the file, for the request's own limit. */
export const IMPORT_FORM_OVERHEAD_BYTES = 64 * 1024;

export type ImportLimit = "bytes" | "columns" | "rowBytes" | "rows" | "cells" | "utf8";

/** Why a file was refused before it was parsed, with where (row and column from 1; JSON: line). */
export interface ImportLimitProblem {
  limit: ImportLimit;
  row?: number;
  column?: number;
  max?: number;
  message: ShopperMessage;
}

const KB = 1024;
const MB = 1024 * 1024;

export function limitProblem(
  limit: ImportLimit,
  where: { row?: number; column?: number; format?: "csv" | "json" } = {},
): ImportLimitProblem {
  const L = CATALOGUE_IMPORT_LIMITS;
  const row = where.row ?? 1;
  const column = where.column ?? 1;
  switch (limit) {
    case "bytes":
      return { limit, max: L.maxBytes, message: { code: "catalogue.limitBytes", params: { max: L.maxBytes / MB } } };
    case "columns":
      return {
        limit,
        row,
        column,
        max: L.maxColumns,
        message: { code: "catalogue.limitColumns", params: { row, column, max: L.maxColumns } },
      };
    case "rowBytes":
      return {
        limit,
        row,
        max: L.maxRowBytes,
        message: { code: "catalogue.limitRowBytes", params: { row, max: L.maxRowBytes / KB } },
      };
    case "rows":
      return { limit, row, max: L.maxRows, message: { code: "catalogue.limitRows", params: { row, max: L.maxRows } } };
    case "cells":
      return {
        limit,
        row,
        column,
        max: L.maxCells,
        message: { code: "catalogue.limitCells", params: { row, column, max: L.maxCells } },
      };
    case "utf8":
      return where.format === "json"
        ? { limit, row, message: { code: "catalogue.badUtf8Line", params: { line: row } } }
        : { limit, row, column, message: { code: "catalogue.badUtf8", params: { row, column } } };
  }
}

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;

/**
 * The running check of one file's bytes. CSV: a row ends at a line break outside quotes, a cell at
 * the delimiter outside quotes (`;` when the first line has one and no comma, as the import reads it).
 * JSON: size and UTF-8 only, a problem's row being the line (products are counted when read).
 */
export class CatalogueFileScan {
  private bytes = 0;
  private row = 1;
  private column = 1;
  private rowBytes = 0;
  private cells = 0;
  private inQuotes = false;
  private rowStarted = false;
  /** On the first line, until it ends: cells counted both ways, and which delimiters it holds. */
  private firstLine = true;
  private commas = 0;
  private semicolons = 0;
  private sawComma = false;
  private sawSemicolon = false;
  private delimiter = COMMA;
  /** UTF-8: continuation bytes still expected, the range of the next one, where the sequence began. */
  private pending = 0;
  private lower = 0x80;
  private upper = 0xbf;
  private sequenceRow = 1;
  private sequenceColumn = 1;

  constructor(readonly format: "csv" | "json") {}

  /** The next bytes of the file; a problem ends the scan (the caller stops reading). */
  push(chunk: Uint8Array): ImportLimitProblem | undefined {
    const L = CATALOGUE_IMPORT_LIMITS;
    this.bytes += chunk.length;
    if (this.bytes > L.maxBytes) return limitProblem("bytes");
    const csv = this.format === "csv";
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      // ---- UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF) ----
      if (this.pending > 0) {
        if (byte < this.lower || byte > this.upper)
          return limitProblem("utf8", { row: this.sequenceRow, column: this.sequenceColumn, format: this.format });
        this.pending -= 1;
        this.lower = 0x80;
        this.upper = 0xbf;
      } else if (byte === 0x00) {
        // A NUL is valid UTF-8 but stored by neither database alike (decision 0070); in a CSV it is
        // the mark of a UTF-16 file, which "save the file as CSV UTF-8" fixes.
        return limitProblem("utf8", { row: this.row, column: this.column, format: this.format });
      } else if (byte >= 0x80) {
        this.sequenceRow = this.row;
        this.sequenceColumn = this.column;
        if (byte >= 0xc2 && byte <= 0xdf) this.pending = 1;
        else if (byte >= 0xe0 && byte <= 0xef) {
          this.pending = 2;
          if (byte === 0xe0) this.lower = 0xa0;
          else if (byte === 0xed) this.upper = 0x9f;
        } else if (byte >= 0xf0 && byte <= 0xf4) {
          this.pending = 3;
          if (byte === 0xf0) this.lower = 0x90;
          else if (byte === 0xf4) this.upper = 0x8f;
        } else return limitProblem("utf8", { row: this.row, column: this.column, format: this.format });
      }
      if (!csv) {
        if (byte === NEWLINE) this.row += 1;
        continue;
      }
      // ---- CSV rows and cells ----
      if (!this.rowStarted) {
        this.rowStarted = true;
        if (this.row > L.maxRows + 1) return limitProblem("rows", { row: this.row });
        this.cells += 1;
        if (this.cells > L.maxCells) return limitProblem("cells", { row: this.row, column: 1 });
      }
      this.rowBytes += 1;
      if (this.rowBytes > L.maxRowBytes) return limitProblem("rowBytes", { row: this.row });
      if (this.firstLine) {
        if (byte === COMMA) this.sawComma = true;
        else if (byte === SEMICOLON) this.sawSemicolon = true;
      }
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      else if (byte === NEWLINE) {
        if (this.firstLine) {
          this.firstLine = false;
          this.delimiter = this.sawSemicolon && !this.sawComma ? SEMICOLON : COMMA;
        }
        if (!this.inQuotes) {
          this.row += 1;
          this.column = 1;
          this.rowBytes = 0;
          this.rowStarted = false;
        }
      } else if (!this.inQuotes && this.firstLine && (byte === COMMA || byte === SEMICOLON)) {
        // Until the first line ends, either may be the delimiter: the column counts the one that would
        // be chosen if it ended here (a comma anywhere on it makes it the comma).
        if (byte === COMMA) this.commas += 1;
        else this.semicolons += 1;
        const column = (this.sawComma ? this.commas : this.semicolons) + 1;
        if (column > this.column) {
          this.column = column;
          this.cells += 1;
          if (column > L.maxColumns) return limitProblem("columns", { row: this.row, column });
        }
      } else if (!this.inQuotes && byte === this.delimiter && !this.firstLine) {
        this.column += 1;
        this.cells += 1;
        if (this.column > L.maxColumns) return limitProblem("columns", { row: this.row, column: this.column });
        if (this.cells > L.maxCells) return limitProblem("cells", { row: this.row, column: this.column });
      }
    }
    return undefined;
  }

  /** The file ended: a UTF-8 sequence cut short is refused too. */
  end(): ImportLimitProblem | undefined {
    if (this.pending > 0)
      return limitProblem("utf8", { row: this.sequenceRow, column: this.sequenceColumn, format: this.format });
    return undefined;
  }
}

/** Slices fed to the scan at a time, so a caller can let other work run between them. */
export const SCAN_SLICE_BYTES = 64 * 1024;

export type DecodedCatalogueFile = { ok: true; text: string } | { ok: false; problem: ImportLimitProblem };

/**
 * A file's bytes → its text, checked by `CatalogueFileScan` as they come (`pause` is awaited between
 * slices: the server lets other requests run). Only valid UTF-8 within every limit is decoded; a
 * byte-order mark is dropped.
 */
export async function decodeCatalogueFile(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  format: "csv" | "json",
  pause?: () => Promise<void>,
): Promise<DecodedCatalogueFile> {
  const scan = new CatalogueFileScan(format);
  const held: Uint8Array[] = [];
  for await (const chunk of source) {
    for (let start = 0; start < chunk.length; start += SCAN_SLICE_BYTES) {
      const slice = chunk.subarray(start, start + SCAN_SLICE_BYTES);
      const problem = scan.push(slice);
      if (problem) return { ok: false, problem };
      if (pause) await pause();
    }
    held.push(chunk);
  }
  const problem = scan.end();
  if (problem) return { ok: false, problem };
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let text = "";
  for (let i = 0; i < held.length; i++) text += decoder.decode(held[i], { stream: i < held.length - 1 });
  return { ok: true, text };
}
