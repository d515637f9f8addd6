// Bulk import and export of a store's catalogue (docs/decisions/0039): CSV in the format of
// docs/recipes/catalogue-csv.md, or JSON in the admin API's product shape ({ products: [{ id, data }] }).
// An import first validates every row and reports every problem (row, column, message code); a real
// run writes only when there is none, all in one transaction, and moves the store's catalogue version.
// Both passes go a chunk of rows at a time, so memory does not grow with the documents (decision 0052).
// The admin API calls these functions; the operator console calls the same ones, passing its
// `actor` and an `onChange` hook that writes the audit log in the same transaction.
import { NOT_VALID_JSON } from "~core/catalog/import-errors";
import {
  CATALOGUE_IMPORT_LIMITS,
  CatalogueFileScan,
  limitProblem,
  SCAN_SLICE_BYTES,
} from "~core/catalog/import-limits";
import { Readable } from "node:stream";
import { CsvError, parse as parseCsv } from "csv-parse";
import { stringify } from "csv-stringify/sync";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { type ProductData, type ProductDataInput, ProductDataSchema } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import type { MessageCode, ShopperMessage } from "~core/i18n/message";
import { englishMessage } from "~core/i18n/messages";
import type { DB } from "~server/db/schema";
import { inTransaction } from "~server/db/transaction";
import { formatIssuePath, fromZodError, invalid } from "~server/http/errors";
import { unstorableText, unstorableTextPath } from "~server/http/text-input";
import { importLimitError, letOthersRun } from "~server/http/import-body";
import {
  findProductsByIds,
  listProductSlugs,
  lockProducts,
  parkProductSlugs,
  productSlug,
  readStoreProducts,
  refreshCatalogStatistics,
  archiveProductsByIds,
  removeProductsByIds,
  writeStoreProducts,
} from "~server/modules/products/products.service";
import { productIdsWithOrders } from "~server/modules/orders/product-orders.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";
import { requireStore } from "~server/modules/stores/stores.service";
import { columnOfPath, CSV_COLUMNS, type CsvColumn, isCsvColumn, productToRow, rowToProduct } from "./catalog-csv";
import { sameProductVersion } from "./product-form-extras";
import { lockStock, recordStockEdits } from "~server/modules/inventory/inventory.service";

/** Who asked for a change: opaque here, handed to `onChange` for the audit log. */
export interface CatalogueActor {
  id: string;
  label?: string;
}

export interface ProductSnapshot {
  id: string;
  data: ProductData;
}

/**
 * What a write changed: the products as they were (replaced or removed) and as they are now. An
 * import hands its change over in chunks (decision 0052): one call per chunk of at most IMPORT_CHUNK
 * products of the file and as many that a replace removes, in the file's order, `last` on the final
 * call; a change without `chunk` (an image) comes whole.
 */
export interface CatalogueChange {
  storeId: string;
  actor: CatalogueActor | undefined;
  action: "import" | "image";
  before: ProductSnapshot[];
  after: ProductSnapshot[];
  chunk?: { index: number; last: boolean };
}

/** Called inside the write's transaction: whatever it writes commits or rolls back with the change. */
export type OnCatalogueChange = (trx: Transaction<DB>, change: CatalogueChange) => Promise<void>;

export type CatalogueFormat = "csv" | "json";

/** A JSON file as text (the admin API) is read a product at a time; as a parsed body, it is held whole. */
export type CatalogueImportSource = { format: CatalogueFormat; text: string } | { format: "json"; body: unknown };

export interface CatalogueImportOptions {
  /** Validate and report only; nothing is written. */
  dryRun?: boolean;
  /** merge (default): the file's products are created or replaced, the others kept. replace: the catalogue becomes the file. */
  mode?: "merge" | "replace";
  actor?: CatalogueActor;
  onChange?: OnCatalogueChange;
  /**
   * Applied to each CSV row's document before it is validated (the console's product form: the
   * fields the CSV has no column for); returns their problems, each by its form field's name.
   */
  amend?: (
    id: string,
    data: ProductDataInput,
  ) => { column: string; code: MessageCode; params: Record<string, string | number> }[];
  /**
   * Product id → the productVersion its form was loaded with: a product stored since with another
   * version is refused (catalogue.changedSince, column "version"), checked in the write's transaction.
   */
  expectedVersions?: ReadonlyMap<string, string>;
  /**
   * How the stock history names the counts this write changes (decision 0107): "adjustment" for the
   * console's product editor, "import" (the default) for a catalogue file.
   */
  stockReason?: "adjustment" | "import";
  /** The clock of the stock history's rows (the app's clock; the system's when not given). */
  now?: () => Date;
}

export interface ImportProblem {
  /** The spreadsheet's row (1 is the CSV header, 2 the first product), or the JSON list's position from 1. */
  row: number;
  /** The CSV column, or the JSON field's path; absent when the problem is the whole row or file. */
  column?: string;
  code: MessageCode;
  params: Record<string, string | number>;
  /** The code worded in English (the console words `code` and `params` in its own language). */
  message: string;
}

export interface CatalogueImportReport {
  storeId: string;
  format: CatalogueFormat;
  mode: "merge" | "replace";
  dryRun: boolean;
  /** No problems: a real run wrote (or a dry run would write) every product. */
  valid: boolean;
  /** True only after a real run committed. */
  written: boolean;
  rows: number;
  created: number;
  updated: number;
  /** Products that a replace removes (they are not in the file, and no order has them). */
  removed: number;
  /**
   * Products that a replace archives instead of removing: not in the file, but orders have them
   * (decision 0109, as the console's delete, decision 0088). Their ids: the first ARCHIVED_IDS_SHOWN.
   */
  archived: number;
  archivedIds: string[];
  /** What else the run did, in English: "2 products archived: they have orders (a, b)". */
  notes: string[];
  products: { row: number; id: string; action: "create" | "update" }[];
  problems: ImportProblem[];
}

interface Entry {
  row: number;
  id: string;
  /** Builds the document to validate from the stored product (when there is one). */
  /** `consume`: the stored document may be changed in place (see RowContext.consumeExisting). */
  build: (
    existing: ProductData | undefined,
    consume: boolean,
  ) => { data: unknown; problems: Omit<ImportProblem, "row">[] };
  /** Prefix of JSON paths (CSV problems name columns instead). */
  pathPrefix?: string;
}

/** Where a problem with the id, slug or name points: the CSV column, or the JSON field's path. */
function fieldOf(entry: Pick<Entry, "pathPrefix">, column: "id" | "slug" | "name"): string {
  if (entry.pathPrefix === undefined) return column;
  if (column === "id") return entry.pathPrefix.replace(/\.data$/, ".id");
  return `${entry.pathPrefix}.productData.${column === "slug" ? "slug" : "productName"}`;
}

const problemOf = (
  row: number,
  column: string | undefined,
  code: MessageCode,
  params: Record<string, string | number> = {},
): ImportProblem => ({
  row,
  ...(column === undefined ? {} : { column }),
  code,
  params,
  message: englishMessage({ code, params } as ShopperMessage),
});

// ---- Reading the file -----------------------------------------------------------------------------

/** Rows read, validated and written at a time: the import holds one chunk of documents, never the file's. */
export const IMPORT_CHUNK = 500;

/** The longest the import works before it lets other requests run (issue 48): it goes in slices. */
const SLICE_MS = 5;

/** Awaited between rows: a turn of the event loop once SLICE_MS has passed since the last one. */
function createSlicer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await letOthersRun();
    since = performance.now();
  };
}

/** A parsed JSON file's products are counted against maxRows. */
function requireProductCount(body: unknown): void {
  const products = (body as { products?: unknown } | null)?.products;
  if (Array.isArray(products) && products.length > CATALOGUE_IMPORT_LIMITS.maxRows)
    throw importLimitError(limitProblem("rows", { row: CATALOGUE_IMPORT_LIMITS.maxRows + 1 }));
}

/**
 * A file's text within the import's limits (decision 0072): the same scan the routes run on the
 * bytes as they arrive, run again here on whatever text reaches the import (a kept console file,
 * a caller's string), so no path parses a file past them. Throws importLimitError.
 */
async function requireWithinLimits(source: CatalogueImportSource): Promise<void> {
  if (!("text" in source)) return requireProductCount(source.body);

  const scan = new CatalogueFileScan(source.format);
  const encoder = new TextEncoder();
  // A character is at most 3 bytes of UTF-8 (a surrogate pair, 2 characters, is 4).
  for (const piece of slices(source.text, SCAN_SLICE_BYTES / 4)) {
    const problem = scan.push(encoder.encode(piece));
    if (problem) throw importLimitError(problem);
    await letOthersRun();
  }
  const problem = scan.end();
  if (problem) throw importLimitError(problem);
}

/** A CSV that csv-parse cannot read: the import reports this one problem and nothing else. */
class MalformedCsv extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

interface ImportReader {
  /** Problems of the file as a whole (the CSV's header): with any, it has no rows. */
  problems: ImportProblem[];
  /**
   * The file's rows in order, IMPORT_CHUNK at a time, read again from the start on every call; the
   * problems of rows that are not products (a CSV row with too many cells) go to `problems`. Throws
   * MalformedCsv when the CSV cannot be parsed.
   */
  chunks(problems?: ImportProblem[]): AsyncGenerator<Entry[]>;
}

/** The text in pieces for the streaming parser, never splitting a surrogate pair. */
function* slices(text: string, size = 64 * 1024): Generator<string> {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + size, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
}

/** The CSV's records one by one (empty lines kept, so that a record's index is its spreadsheet row). */
async function* csvRecords(text: string, delimiter: string): AsyncGenerator<string[]> {
  const parser = parseCsv({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  Readable.from(slices(text)).pipe(parser);
  const slice = createSlicer();
  try {
    for await (const record of parser) {
      yield record as string[];
      await slice();
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new MalformedCsv(problemOf(line, undefined, "catalogue.csvMalformed", { detail: error.message }));
  } finally {
    parser.destroy();
  }
}

async function readCsv(text: string, store: StoreData, amend: CatalogueImportOptions["amend"]): Promise<ImportReader> {
  const problems: ImportProblem[] = [];
  // Spreadsheets set to a comma-decimal language save with semicolons: the header line tells.
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  let header: string[] = [];
  try {
    for await (const record of csvRecords(text, delimiter)) {
      header = record;
      break;
    }
  } catch (error) {
    if (!(error instanceof MalformedCsv)) throw error;
    return { problems: [error.problem], chunks: async function* () {} };
  }
  const columns: (CsvColumn | undefined)[] = header.map((name) => {
    const column = name.trim().toLowerCase();
    if (isCsvColumn(column)) return column;
    problems.push(problemOf(1, name, "catalogue.unknownColumn", { column: name }));
    return undefined;
  });
  const seen = new Set<CsvColumn>();
  for (const column of columns) {
    if (column === undefined) continue;
    if (seen.has(column)) problems.push(problemOf(1, column, "catalogue.duplicateColumn", { column }));
    seen.add(column);
  }
  if (!seen.has("id")) problems.push(problemOf(1, "id", "catalogue.missingColumn", { column: "id" }));
  if (problems.length > 0) return { problems, chunks: async function* () {} };

  const entryOf = (record: string[], row: number, rowProblems: ImportProblem[] | undefined): Entry | undefined => {
    if (record.every((cell) => cell.trim() === "")) return undefined;
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== "")) {
      rowProblems?.push(
        problemOf(row, undefined, "catalogue.csvMalformed", {
          detail: `${record.length} cells, the header has ${columns.length}`,
        }),
      );
      return undefined;
    }
    const cells = new Map<CsvColumn, string>();
    // A spreadsheet drops a row's empty trailing cells: they read as empty.
    columns.forEach((column, i) => column && cells.set(column, record[i] ?? ""));
    return {
      row,
      id: (cells.get("id") ?? "").trim(),
      build: (existing, consume) => {
        const built = rowToProduct(cells, { store, existing, consumeExisting: consume });
        const amended = amend?.(built.id, built.data) ?? [];
        return {
          data: built.data,
          problems: [...built.problems, ...amended].map((p) => ({
            ...(p.column ? { column: p.column } : {}),
            code: p.code,
            params: p.params,
            message: englishMessage({ code: p.code, params: p.params } as ShopperMessage),
          })),
        };
      },
    };
  };

  return {
    problems,
    async *chunks(rowProblems) {
      let chunk: Entry[] = [];
      let row = 0;
      for await (const record of csvRecords(text, delimiter)) {
        row += 1;
        if (row === 1) continue;
        const entry = entryOf(record, row, rowProblems);
        if (entry) chunk.push(entry);
        if (chunk.length === IMPORT_CHUNK) {
          yield chunk;
          chunk = [];
        }
      }
      if (chunk.length > 0) yield chunk;
    },
  };
}

const JsonImportSchema = z.object({
  products: z.array(z.object({ id: z.unknown(), data: z.unknown() })),
});
const JsonProductSchema = JsonImportSchema.shape.products.element;

type JsonProduct = z.infer<typeof JsonProductSchema>;

function jsonEntry(product: JsonProduct, index: number): Entry {
  const row = index + 1;
  const id = typeof product.id === "string" ? product.id : "";
  return {
    row,
    id,
    pathPrefix: `products[${index}].data`,
    build: () => ({
      data: product.data,
      problems:
        id && ID_PATTERN.test(id)
          ? []
          : [
              {
                column: `products[${index}].id`,
                code: id ? "catalogue.badId" : "catalogue.required",
                params: {},
                message: englishMessage({ code: id ? "catalogue.badId" : "catalogue.required", params: {} }),
              },
            ],
    }),
  };
}

/** The admin API's product shape, many at a time: { products: [{ id, data }] }. */
function readJson(body: unknown): ImportReader {
  const parsed = JsonImportSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const products = parsed.data.products;
  return {
    problems: [],
    async *chunks() {
      for (let start = 0; start < products.length; start += IMPORT_CHUNK)
        yield products.slice(start, start + IMPORT_CHUNK).map((product, i) => jsonEntry(product, start + i));
    },
  };
}

/** The whole text parsed at once, as the admin API always did: for a file that is not simply { "products": [...] }. */
function parseWhole(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw invalid(NOT_VALID_JSON);
  }
  // An escaped NUL (\u0000) or lone surrogate parses into text no database stores alike (decision 0070).
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) throw unstorableText(unstorable);
  return value;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** Where the JSON value starting at `start` ends (exclusive), or -1 when the text ends first. */
function endOfValue(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first !== 0x7b && first !== 0x5b) {
    // A string, number or literal: up to the next separator (JSON.parse of the slice checks it).
    let i = start;
    if (first === 0x22) i = endOfString(text, start);
    if (i < 0) return -1;
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x2c || code === 0x5d || code === 0x7d || isSpace(code)) return i;
    }
    return i;
  }
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      i = endOfString(text, i) - 1;
      if (i < 0) return -1;
    } else if (code === 0x7b || code === 0x5b) depth += 1;
    else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The index after the closing quote of the string whose opening quote is at `start`, or -1. */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; ;) {
    const quote = text.indexOf('"', i);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
}

/**
 * The [start, end) of each element of a text that is exactly { "products": [ … ] } (with any
 * whitespace), or undefined for any other text. Each element is parsed on its own later; together
 * with this walk over the rest, that checks the whole text is JSON.
 */
export function productSpans(text: string): number[] | undefined {
  let i = 0;
  const skip = () => {
    while (i < text.length && isSpace(text.charCodeAt(i))) i += 1;
  };
  const expect = (token: string) => {
    skip();
    if (!text.startsWith(token, i)) return false;
    i += token.length;
    return true;
  };
  if (!expect("{") || !expect('"products"') || !expect(":") || !expect("[")) return undefined;
  const spans: number[] = [];
  skip();
  if (text.charCodeAt(i) !== 0x5d)
    for (;;) {
      skip();
      const end = endOfValue(text, i);
      if (end <= i) return undefined;
      spans.push(i, end);
      i = end;
      if (expect(",")) continue;
      break;
    }
  if (!expect("]") || !expect("}")) return undefined;
  skip();
  return i === text.length ? spans : undefined;
}

/**
 * The admin API's shape as text: each product is parsed when its chunk is read, so the file's
 * documents are never all alive at once. A text of any other shape, or an element that is not JSON
 * or not { id, data }, is parsed whole and answered exactly as `readJson` answers it.
 */
function readJsonText(text: string): ImportReader {
  const spans = productSpans(text);
  if (spans === undefined) {
    const body = parseWhole(text);
    requireProductCount(body);
    return readJson(body);
  }
  const count = spans.length / 2;
  const { maxRows, maxRowBytes } = CATALOGUE_IMPORT_LIMITS;
  if (count > maxRows) throw importLimitError(limitProblem("rows", { row: maxRows + 1 }));
  for (let index = 0; index < count; index++)
    if ((spans[2 * index + 1] as number) - (spans[2 * index] as number) > maxRowBytes)
      throw importLimitError(limitProblem("rowBytes", { row: index + 1 }));
  const element = (index: number): JsonProduct => {
    let value: unknown;
    try {
      value = JSON.parse(text.slice(spans[2 * index], spans[2 * index + 1])) as unknown;
    } catch {
      throw invalid(NOT_VALID_JSON);
    }
    const unstorable = unstorableTextPath(value, `products.${index}`);
    if (unstorable !== null) throw unstorableText(unstorable);
    const parsed = JsonProductSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    // The whole file's words for it, as the admin API always gave them.
    readJson(parseWhole(text));
    throw fromZodError(parsed.error, `products.${index}`);
  };
  return {
    problems: [],
    async *chunks() {
      const slice = createSlicer();
      for (let start = 0; start < count; start += IMPORT_CHUNK) {
        const chunk: Entry[] = [];
        for (let index = start; index < Math.min(start + IMPORT_CHUNK, count); index++) {
          chunk.push(jsonEntry(element(index), index));
          await slice();
        }
        yield chunk;
      }
    },
  };
}

// ---- Validation -----------------------------------------------------------------------------------

/** What the validation keeps of a valid row: enough to check slugs, count and report, not the document. */
interface Kept {
  row: number;
  id: string;
  slug: string;
  /** Where a slug problem points: the slug itself, or the name it was made from. */
  slugFrom: "slug" | "name";
  pathPrefix?: string;
}

interface Validated {
  report: CatalogueImportReport;
  reader: ImportReader;
  /** Stored products whose slug another product of the file takes: they must let go of it first. */
  parked: string[];
  /** Products a replace removes (the store's, not in the file, without orders). */
  removed: string[];
  /** Products a replace archives (the store's, not in the file, with orders). */
  archived: string[];
}

/** The document a row makes, or its problems (schema problems worded per CSV column or JSON path). */
function buildEntry(
  entry: Entry,
  stored: ProductData | undefined,
  consume: boolean,
): { data?: ProductData; problems: ImportProblem[] } {
  const built = entry.build(stored, consume);
  const rowProblems: ImportProblem[] = built.problems.map((p) => ({ ...p, row: entry.row }));
  const parsed = ProductDataSchema.safeParse(built.data);
  if (parsed.success) return { data: parsed.data, problems: rowProblems };
  // A cell already reported says more than the schema's words about the same field.
  const reported = new Set(rowProblems.map((p) => p.column));
  // fromZodError words each of zod's issues, in zod's order.
  const worded = fromZodError(parsed.error).details.issues ?? [];
  parsed.error.issues.forEach((zodIssue, index) => {
    const issue = worded[index];
    if (!issue) return;
    const column =
      entry.pathPrefix !== undefined ? formatIssuePath(entry.pathPrefix, zodIssue.path) : columnOfPath(zodIssue.path);
    if (column !== undefined && reported.has(column)) return;
    const detail = typeof issue.message === "string" ? issue.message : englishMessage(issue.message);
    rowProblems.push(
      problemOf(entry.row, column, "catalogue.invalidField", {
        detail: entry.pathPrefix === undefined ? `${issue.path}: ${detail}` : detail,
      }),
    );
  });
  return { problems: rowProblems };
}

const storedOf = async (db: Kysely<DB>, storeId: string, entries: Entry[]) =>
  new Map(
    (
      await findProductsByIds(db, storeId, [...new Set(entries.map((e) => e.id).filter((id) => ID_PATTERN.test(id)))])
    ).map((p) => [p.id, p.data]),
  );

/**
 * Reads the whole file a chunk at a time and checks every row; keeps of each valid row only its
 * id, slug and row number, so memory does not grow with the documents.
 */
async function validateImport(
  db: Kysely<DB>,
  storeId: string,
  source: CatalogueImportSource,
  mode: "merge" | "replace",
  dryRun: boolean,
  options: Pick<CatalogueImportOptions, "amend" | "expectedVersions"> = {},
): Promise<Validated> {
  const store = await requireStore(db, storeId);
  const reader =
    source.format === "csv"
      ? await readCsv(source.text, store.data, options.amend)
      : "text" in source
        ? readJsonText(source.text)
        : readJson(source.body);
  let problems = [...reader.problems];

  let rows = 0;
  const inFile = new Set<string>();
  const existing = new Set<string>();
  const firstRowOf = new Map<string, number>();
  let kept: Kept[] = [];
  const slice = createSlicer();
  // Past maxProblems the file is not read further: the report lists those and says it stopped.
  let stopped = false;
  try {
    read: for await (const chunk of reader.chunks(problems)) {
      rows += chunk.length;
      const stored = await storedOf(db, storeId, chunk);
      const idsInChunk = new Map<string, number>();
      for (const { id } of chunk) idsInChunk.set(id, (idsInChunk.get(id) ?? 0) + 1);
      for (const id of stored.keys()) existing.add(id);
      for (const entry of chunk) {
        inFile.add(entry.id);
        const expected = options.expectedVersions?.get(entry.id);
        const current = stored.get(entry.id);
        if (expected !== undefined && (current === undefined || !sameProductVersion(current, expected))) {
          problems.push(problemOf(entry.row, "version", "catalogue.changedSince"));
          continue;
        }
        // A stored document read for this chunk serves one row, unless the chunk names its id twice.
        const built = buildEntry(entry, current, (idsInChunk.get(entry.id) ?? 0) < 2);
        const first = firstRowOf.get(entry.id);
        const duplicate = entry.id && first !== undefined;
        if (duplicate)
          built.problems.push(
            problemOf(entry.row, fieldOf(entry, "id"), "catalogue.duplicateId", { id: entry.id, row: first }),
          );
        else if (entry.id) firstRowOf.set(entry.id, entry.row);
        if (built.data && built.problems.length === 0)
          kept.push({
            row: entry.row,
            id: entry.id,
            slug: productSlug(entry.id, built.data),
            slugFrom: built.data.productData.slug ? "slug" : "name",
            ...(entry.pathPrefix === undefined ? {} : { pathPrefix: entry.pathPrefix }),
          });
        problems.push(...built.problems);
        if (problems.length >= CATALOGUE_IMPORT_LIMITS.maxProblems) {
          stopped = true;
          break read;
        }
        await slice();
      }
    }
  } catch (error) {
    if (!(error instanceof MalformedCsv)) throw error;
    // As if the file had no rows: the parser's problem is the only one.
    problems = [error.problem];
    rows = 0;
    inFile.clear();
    existing.clear();
    kept = [];
  }
  if (rows === 0 && problems.length === 0) problems.push(problemOf(1, undefined, "catalogue.empty"));

  // A replace drops the store's products that the file does not name: those that orders have stay,
  // archived (their orders, reports and production sheets read them), the others are removed.
  const storedSlugs = await listProductSlugs(db, storeId);
  const dropped = mode === "replace" ? storedSlugs.map((p) => p.id).filter((id) => !inFile.has(id)) : [];
  const withOrders = dropped.length > 0 ? await productIdsWithOrders(db, storeId, dropped) : new Set<string>();
  const removed = dropped.filter((id) => !withOrders.has(id));
  const archived = dropped.filter((id) => withOrders.has(id));
  // Slugs stay unique in the store: against each other and against the products the import keeps
  // (an archived one keeps its slug).
  const slugOwner = new Map<string, string>();
  for (const { id, slug } of storedSlugs)
    if (!inFile.has(id) && (mode === "merge" || withOrders.has(id))) slugOwner.set(slug, id);
  for (const product of kept) {
    const owner = slugOwner.get(product.slug);
    if (owner !== undefined && owner !== product.id)
      problems.push(
        problemOf(
          product.row,
          fieldOf({ pathPrefix: product.pathPrefix }, product.slugFrom),
          "catalogue.duplicateSlug",
          { slug: product.slug, id: owner },
        ),
      );
    else slugOwner.set(product.slug, product.id);
  }

  problems.sort((a, b) => a.row - b.row);
  if (stopped || problems.length > CATALOGUE_IMPORT_LIMITS.maxProblems) {
    const { maxProblems } = CATALOGUE_IMPORT_LIMITS;
    problems = problems.slice(0, maxProblems);
    problems.push(problemOf(problems.at(-1)?.row ?? 1, undefined, "catalogue.tooManyProblems", { max: maxProblems }));
  }
  const report: CatalogueImportReport = {
    storeId,
    format: source.format,
    mode,
    dryRun,
    valid: problems.length === 0,
    written: false,
    rows,
    created: kept.filter((p) => !existing.has(p.id)).length,
    updated: kept.filter((p) => existing.has(p.id)).length,
    removed: removed.length,
    archived: archived.length,
    archivedIds: archived.slice(0, ARCHIVED_IDS_SHOWN),
    notes: archived.length > 0 ? [archivedNote(archived)] : [],
    products: kept.map((p) => ({ row: p.row, id: p.id, action: existing.has(p.id) ? "update" : "create" })),
    problems,
  };
  const slugTaker = new Map(kept.map((p) => [p.slug, p.id]));
  const parked = storedSlugs.filter((p) => (slugTaker.get(p.slug) ?? p.id) !== p.id).map((p) => p.id);
  return { report, reader, parked, removed, archived };
}

/** How many archived products' ids the report names. */
const ARCHIVED_IDS_SHOWN = 100;

/** "2 products archived: they have orders (a, b)". */
function archivedNote(ids: readonly string[]): string {
  const shown = ids.slice(0, ARCHIVED_IDS_SHOWN).join(", ");
  const more = ids.length > ARCHIVED_IDS_SHOWN ? ` and ${ids.length - ARCHIVED_IDS_SHOWN} more` : "";
  const what =
    ids.length === 1 ? "1 product archived: it has orders" : `${ids.length} products archived: they have orders`;
  return `${what} (${shown}${more})`;
}

// ---- Writing --------------------------------------------------------------------------------------

/**
 * Writes a validated file in the caller's transaction, a chunk at a time: the file is read again and
 * each chunk's documents are built, written and handed to `onChange`, then dropped. Stored products
 * whose slug another product of the file takes first get parked slugs, so slugs can move (two
 * products swap them, a new one takes a removed one's) across chunks; those a replace removes go a
 * chunk at a time beside the file's.
 */
async function writeImport(
  trx: Transaction<DB>,
  storeId: string,
  validated: Validated,
  options: Pick<CatalogueImportOptions, "amend" | "actor" | "onChange" | "stockReason">,
  now: Date,
): Promise<void> {
  const { reader, parked, removed, archived, report } = validated;
  await parkProductSlugs(trx, storeId, parked);
  await archiveProductsByIds(trx, storeId, archived, new Date());
  const calls = Math.max(Math.ceil(report.rows / IMPORT_CHUNK), Math.ceil(removed.length / IMPORT_CHUNK));
  const change = async (index: number, before: ProductSnapshot[], after: ProductSnapshot[]) =>
    options.onChange?.(trx, {
      storeId,
      actor: options.actor,
      action: "import",
      before,
      after,
      chunk: { index, last: index === calls - 1 },
    });
  const removeChunk = async (index: number): Promise<ProductSnapshot[]> => {
    const ids = removed.slice(index * IMPORT_CHUNK, (index + 1) * IMPORT_CHUNK);
    if (ids.length === 0) return [];
    const before = options.onChange ? await findProductsByIds(trx, storeId, ids) : [];
    await removeProductsByIds(trx, storeId, ids);
    return before.map(({ id, data }) => ({ id, data }));
  };

  let index = 0;
  const slice = createSlicer();
  for await (const chunk of reader.chunks()) {
    // The stored documents as they were: the stock history compares counts with them (and the hook is
    // handed them), so they are copied, never consumed.
    const stored = await storedOf(trx, storeId, chunk);
    const products: ProductSnapshot[] = [];
    for (const entry of chunk) {
      const { data } = buildEntry(entry, stored.get(entry.id), false);
      // Validated above in the same transaction, so the same row builds the same document.
      if (!data) throw new Error(`Row ${entry.row} of the catalogue import no longer validates.`);
      products.push({ id: entry.id, data });
      await slice();
    }
    await writeStoreProducts(trx, storeId, products, { replaceAll: false });
    await recordStockEdits(
      trx,
      storeId,
      products.map(({ id, data }) => ({ id, before: stored.get(id), after: data })),
      {
        reason: options.stockReason ?? "import",
        actor: options.actor?.label ? { id: options.actor.id, email: options.actor.label } : null,
        now,
      },
    );
    const removedBefore = await removeChunk(index);
    await change(index, [...[...stored].map(([id, data]) => ({ id, data })), ...removedBefore], products);
    index += 1;
  }
  for (; index < calls; index++) await change(index, await removeChunk(index), []);
}

/** Products at or above this count refresh PostgreSQL's planner statistics after the import. */
const ANALYZE_AFTER = 500;

/**
 * Validates a catalogue file and, unless `dryRun`, writes it: every product or none. The report
 * lists every problem of every row; a real run with problems writes nothing and says so
 * (`written: false`). Throws not_found for an unknown store and invalid for a JSON body that is not
 * { products: [...] }. The file is read twice (checked, then written) a chunk of rows at a time, so
 * memory holds the file's text, one chunk of documents and a few fields per row (decision 0052).
 */
export async function importCatalogue(
  db: Kysely<DB>,
  storeId: string,
  source: CatalogueImportSource,
  options: CatalogueImportOptions = {},
): Promise<CatalogueImportReport> {
  const mode = options.mode ?? "merge";
  const dryRun = options.dryRun ?? false;
  await requireWithinLimits(source);
  if (dryRun) return (await validateImport(db, storeId, source, mode, true, options)).report;

  const report = await inTransaction(db, async (trx) => {
    // A version check must see the row no other write can change before this one commits: on
    // PostgreSQL the products it names are locked first (SQLite's writer already holds the database).
    // Counts are read and written under the stock lock orders take (decision 0107), taken first as
    // orders take it first: an order placed meanwhile is either in the counts read here or waits.
    await lockStock(trx, storeId);
    if (options.expectedVersions) await lockProducts(trx, storeId, [...options.expectedVersions.keys()]);
    const validated = await validateImport(trx, storeId, source, mode, false, options);
    if (!validated.report.valid) return validated.report;
    await writeImport(trx, storeId, validated, options, options.now?.() ?? new Date());
    return { ...validated.report, written: true };
  });
  if (report.written && report.rows >= ANALYZE_AFTER) await refreshCatalogStatistics(db);
  return report;
}

// ---- Export ---------------------------------------------------------------------------------------

/**
 * A store's catalogue as CSV (the import's format, every column, cells escaped against formula
 * injection, a UTF-8 byte-order mark so spreadsheets read accents right) or as JSON
 * ({ products: [{ id, data }] }, what the JSON import and the admin API's PUT take). Yields the file
 * in pieces, a page of products at a time, so a large catalogue is never held whole.
 */
export async function* exportCatalogue(
  db: Kysely<DB>,
  storeId: string,
  format: CatalogueFormat,
): AsyncGenerator<string> {
  await requireStore(db, storeId);
  if (format === "csv") {
    yield stringify([[...CSV_COLUMNS]], { bom: true });
    for await (const page of readStoreProducts(db, storeId)) {
      yield stringify(
        page.map((p) => productToRow(p.id, p.slug, p.data)),
        { columns: [...CSV_COLUMNS], quoted_match: /^\s|\s$/ },
      );
    }
    return;
  }
  yield '{"products":[';
  let first = true;
  for await (const page of readStoreProducts(db, storeId)) {
    for (const p of page) {
      yield `${first ? "" : ","}\n${JSON.stringify({ id: p.id, data: p.data })}`;
      first = false;
    }
  }
  yield "\n]}\n";
}

/** The whole export as one string (tests, small stores, the console's download of a few products). */
export async function exportCatalogueText(db: Kysely<DB>, storeId: string, format: CatalogueFormat): Promise<string> {
  let text = "";
  for await (const piece of exportCatalogue(db, storeId, format)) text += piece;
  return text;
}
