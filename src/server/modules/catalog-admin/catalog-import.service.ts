// Bulk import and export of a store's catalogue (docs/decisions/0039): CSV in the format of
// docs/recipes/catalogue-csv.md, or JSON in the admin API's product shape ({ products: [{ id, data }] }).
// An import first validates every row and reports every problem (row, column, message code); a real
// run writes only when there is none, all in one transaction, and moves the store's catalogue version.
// The admin API calls these functions; the operator console will call the same ones, passing its
// `actor` and an `onChange` hook that writes the audit log in the same transaction.
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { type ProductData, type ProductDataInput, ProductDataSchema } from "~core/entities/product.schema";
import type { StoreData } from "~core/entities/store.schema";
import type { MessageCode, ShopperMessage } from "~core/i18n/message";
import { englishMessage } from "~core/i18n/messages";
import type { DB } from "~server/db/schema";
import { dialectOf } from "~server/db/dialect";
import { inTransaction } from "~server/db/transaction";
import { formatIssuePath, fromZodError } from "~server/http/errors";
import {
  findProductsByIds,
  listProductSlugs,
  productSlug,
  readStoreProducts,
  refreshCatalogStatistics,
  writeStoreProducts,
} from "~server/modules/products/products.service";
import { ID_PATTERN } from "~server/modules/stores/stores.schema";
import { requireStore } from "~server/modules/stores/stores.service";
import { columnOfPath, CSV_COLUMNS, type CsvColumn, isCsvColumn, productToRow, rowToProduct } from "./catalog-csv";
import { productVersion } from "./product-form-extras";

/** Who asked for a change: opaque here, handed to `onChange` for the audit log. */
export interface CatalogueActor {
  id: string;
  label?: string;
}

export interface ProductSnapshot {
  id: string;
  data: ProductData;
}

/** What a write changed: the products as they were (replaced or removed) and as they are now. */
export interface CatalogueChange {
  storeId: string;
  actor: CatalogueActor | undefined;
  action: "import" | "image";
  before: ProductSnapshot[];
  after: ProductSnapshot[];
}

/** Called inside the write's transaction: whatever it writes commits or rolls back with the change. */
export type OnCatalogueChange = (trx: Transaction<DB>, change: CatalogueChange) => Promise<void>;

export type CatalogueFormat = "csv" | "json";

export type CatalogueImportSource = { format: "csv"; text: string } | { format: "json"; body: unknown };

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
  /** Products that a replace removes (they are not in the file). */
  removed: number;
  products: { row: number; id: string; action: "create" | "update" }[];
  problems: ImportProblem[];
}

interface Entry {
  row: number;
  id: string;
  /** Builds the document to validate from the stored product (when there is one). */
  build: (existing: ProductData | undefined) => { data: unknown; problems: Omit<ImportProblem, "row">[] };
  /** Prefix of JSON paths (CSV problems name columns instead). */
  pathPrefix?: string;
}

/** Where a problem with the id, slug or name points: the CSV column, or the JSON field's path. */
function fieldOf(entry: Entry, column: "id" | "slug" | "name"): string {
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

function readCsv(
  text: string,
  store: StoreData,
  amend: CatalogueImportOptions["amend"],
): { entries: Entry[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  // Spreadsheets set to a comma-decimal language save with semicolons: the header line tells.
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  let records: string[][];
  try {
    // Empty lines are kept as records so that a record's index is its spreadsheet row.
    records = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { entries: [], problems: [problemOf(line, undefined, "catalogue.csvMalformed", { detail: error.message })] };
  }
  const [header = [], ...rows] = records;
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
  if (problems.length > 0) return { entries: [], problems };

  const entries: Entry[] = [];
  rows.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== "")) {
      problems.push(
        problemOf(row, undefined, "catalogue.csvMalformed", {
          detail: `${record.length} cells, the header has ${columns.length}`,
        }),
      );
      return;
    }
    const cells = new Map<CsvColumn, string>();
    // A spreadsheet drops a row's empty trailing cells: they read as empty.
    columns.forEach((column, i) => column && cells.set(column, record[i] ?? ""));
    entries.push({
      row,
      id: (cells.get("id") ?? "").trim(),
      build: (existing) => {
        const built = rowToProduct(cells, { store, existing });
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
    });
  });
  return { entries, problems };
}

const JsonImportSchema = z.object({
  products: z.array(z.object({ id: z.unknown(), data: z.unknown() })),
});

/** The admin API's product shape, many at a time: { products: [{ id, data }] }. */
function readJson(body: unknown): { entries: Entry[]; problems: ImportProblem[] } {
  const parsed = JsonImportSchema.safeParse(body);
  if (!parsed.success) throw fromZodError(parsed.error);
  const problems: ImportProblem[] = [];
  const entries = parsed.data.products.map((product, index): Entry => {
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
  });
  return { entries, problems };
}

// ---- Validation -----------------------------------------------------------------------------------

interface Validated {
  report: CatalogueImportReport;
  products: { id: string; data: ProductData }[];
  before: ProductSnapshot[];
}

async function validateImport(
  db: Kysely<DB>,
  storeId: string,
  source: CatalogueImportSource,
  mode: "merge" | "replace",
  dryRun: boolean,
  options: Pick<CatalogueImportOptions, "amend" | "expectedVersions"> = {},
): Promise<Validated> {
  const store = await requireStore(db, storeId);
  const { entries, problems } =
    source.format === "csv" ? readCsv(source.text, store.data, options.amend) : readJson(source.body);
  if (entries.length === 0 && problems.length === 0) problems.push(problemOf(1, undefined, "catalogue.empty"));

  const validIds = [...new Set(entries.map((e) => e.id).filter((id) => ID_PATTERN.test(id)))];
  const existing = new Map((await findProductsByIds(db, storeId, validIds)).map((p) => [p.id, p.data]));

  const firstRowOf = new Map<string, number>();
  const products: (ProductSnapshot & { row: number; entry: Entry })[] = [];
  for (const entry of entries) {
    const expected = options.expectedVersions?.get(entry.id);
    const stored = existing.get(entry.id);
    if (expected !== undefined && (stored === undefined || productVersion(stored) !== expected)) {
      problems.push(problemOf(entry.row, "version", "catalogue.changedSince"));
      continue;
    }
    const built = entry.build(stored);
    const rowProblems = built.problems.map((p) => ({ ...p, row: entry.row }));
    const first = firstRowOf.get(entry.id);
    if (entry.id && first !== undefined)
      rowProblems.push(
        problemOf(entry.row, fieldOf(entry, "id"), "catalogue.duplicateId", { id: entry.id, row: first }),
      );
    else if (entry.id) firstRowOf.set(entry.id, entry.row);

    const parsed = ProductDataSchema.safeParse(built.data);
    if (parsed.success) {
      if (rowProblems.length === 0) products.push({ row: entry.row, id: entry.id, data: parsed.data, entry });
    } else {
      // A cell already reported says more than the schema's words about the same field.
      const reported = new Set(rowProblems.map((p) => p.column));
      // fromZodError words each of zod's issues, in zod's order.
      const worded = fromZodError(parsed.error).details.issues ?? [];
      parsed.error.issues.forEach((zodIssue, index) => {
        const issue = worded[index];
        if (!issue) return;
        const column =
          entry.pathPrefix !== undefined
            ? formatIssuePath(entry.pathPrefix, zodIssue.path)
            : columnOfPath(zodIssue.path);
        if (column !== undefined && reported.has(column)) return;
        const detail = typeof issue.message === "string" ? issue.message : englishMessage(issue.message);
        rowProblems.push(
          problemOf(entry.row, column, "catalogue.invalidField", {
            detail: entry.pathPrefix === undefined ? `${issue.path}: ${detail}` : detail,
          }),
        );
      });
    }
    problems.push(...rowProblems);
  }

  // Slugs stay unique in the store: against each other and against the products the import keeps.
  const inFile = new Set(entries.map((e) => e.id));
  const slugOwner = new Map<string, string>();
  if (mode === "merge")
    for (const { id, slug } of await listProductSlugs(db, storeId)) if (!inFile.has(id)) slugOwner.set(slug, id);
  for (const product of products) {
    const slug = productSlug(product.id, product.data);
    const owner = slugOwner.get(slug);
    if (owner !== undefined && owner !== product.id)
      problems.push(
        problemOf(
          product.row,
          fieldOf(product.entry, product.data.productData.slug ? "slug" : "name"),
          "catalogue.duplicateSlug",
          {
            slug,
            id: owner,
          },
        ),
      );
    else slugOwner.set(slug, product.id);
  }

  problems.sort((a, b) => a.row - b.row);
  const storedIds = mode === "replace" ? (await listProductSlugs(db, storeId)).map((p) => p.id) : [];
  const report: CatalogueImportReport = {
    storeId,
    format: source.format,
    mode,
    dryRun,
    valid: problems.length === 0,
    written: false,
    rows: entries.length,
    created: products.filter((p) => !existing.has(p.id)).length,
    updated: products.filter((p) => existing.has(p.id)).length,
    removed: storedIds.filter((id) => !inFile.has(id)).length,
    products: products.map((p) => ({ row: p.row, id: p.id, action: existing.has(p.id) ? "update" : "create" })),
    problems,
  };
  const before = [...existing].map(([id, data]) => ({ id, data }));
  return { report, products: products.map(({ id, data }) => ({ id, data })), before };
}

/** Products at or above this count refresh PostgreSQL's planner statistics after the import. */
const ANALYZE_AFTER = 500;

/**
 * Validates a catalogue file and, unless `dryRun`, writes it: every product or none. The report
 * lists every problem of every row; a real run with problems writes nothing and says so
 * (`written: false`). Throws not_found for an unknown store and invalid for a JSON body that is not
 * { products: [...] }.
 */
export async function importCatalogue(
  db: Kysely<DB>,
  storeId: string,
  source: CatalogueImportSource,
  options: CatalogueImportOptions = {},
): Promise<CatalogueImportReport> {
  const mode = options.mode ?? "merge";
  const dryRun = options.dryRun ?? false;
  if (dryRun) return (await validateImport(db, storeId, source, mode, true, options)).report;

  const report = await inTransaction(db, async (trx) => {
    // A version check must see the row no other write can change before this one commits: on
    // PostgreSQL the products it names are locked first (SQLite's writer already holds the database).
    if (options.expectedVersions && options.expectedVersions.size > 0 && dialectOf(trx) === "postgres")
      await trx
        .selectFrom("products")
        .select("id")
        .where("store_id", "=", storeId)
        .where("id", "in", [...options.expectedVersions.keys()])
        .forUpdate()
        .execute();
    const validated = await validateImport(trx, storeId, source, mode, false, options);
    if (!validated.report.valid) return validated.report;
    let before = validated.before;
    if (mode === "replace" && options.onChange) {
      before = [];
      for await (const page of readStoreProducts(trx, storeId))
        before.push(...page.map(({ id, data }) => ({ id, data })));
    }
    await writeStoreProducts(trx, storeId, validated.products, { replaceAll: mode === "replace" });
    await options.onChange?.(trx, {
      storeId,
      actor: options.actor,
      action: "import",
      before,
      after: validated.products,
    });
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
