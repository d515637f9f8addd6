// Bulk import (issue 21, decision 0039): the operator uploads a CSV or JSON file; the page always
// shows the dry run's report first (every row's problems with row number and field) and offers the
// write only when the file has none. The checked file is kept on the server for an hour
// (catalogue_uploads); confirming sends its id, and importCatalogue validates the kept file again
// inside the write's transaction: all products or none, one audit entry.
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/catalogue-import";
import { NOT_VALID_JSON } from "~core/catalog/import-errors";
import { CATALOGUE_IMPORT_LIMITS, decodeCatalogueFile } from "~core/catalog/import-limits";
import { formatMessage } from "~core/i18n/messages";
import type { Locale } from "~core/i18n/locale";
import type { ShopperMessage } from "~core/i18n/message";
import type { StagedImport } from "~server/modules/catalog-admin/catalogue.console";
import { Button } from "../../components/button";
import { field, requireCan } from "../../console/console.server";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  useUploadAction,
  FormNotice,
  consoleTitle,
  useConsoleText,
} from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "catalogue.importTitle");
}

/** How many of the imported products the page lists, with links to their edit pages. */
const LISTED_PRODUCTS = 200;

/** The largest catalogue file the page (and the admin API) takes (decision 0072). */
const MAX_FILE_MB = CATALOGUE_IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** Files from this size on show a progress bar while they are sent and checked. */
const PROGRESS_FROM_BYTES = 512 * 1024;

/** Lets the server's other requests run between slices of a large file (the action runs on the server). */
const letOthersRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loader({ context, request }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "catalogue.write");
  const stores = await console.services.catalogue.stores();
  const wanted = new URL(request.url).searchParams.get("store") ?? "";
  return { stores, storeId: stores.some((s) => s.id === wanted) ? wanted : (stores[0]?.id ?? "") };
}

interface ReportView {
  valid: boolean;
  written: boolean;
  rows: number;
  created: number;
  updated: number;
  removed: number;
  /** Not in the file but in orders: archived, not removed (decision 0109). */
  archived: number;
  products: { row: number; id: string; action: "create" | "update" }[];
  problems: { row: number; column: string | null; message: string }[];
}

type ActionResult =
  | {
      stage: "error";
      error: "fileMissing" | "fileNotJson" | "fileTooLarge" | "invalid" | "uploadExpired" | "limit";
      message?: string;
    }
  | {
      stage: "checked" | "written";
      /** The operator confirmed, but the file no longer passed: nothing was written. */
      refused: boolean;
      storeId: string;
      mode: "merge" | "replace";
      fileName: string;
      /** The kept file to confirm (a checked file with no problem); null otherwise. */
      uploadId: string | null;
      report: ReportView;
    };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, "intent") === "confirm") {
    const { console } = requireCan(context, request, "catalogue.write");
    const confirmed = await console.services.catalogue.confirmImport(field(form, "upload"));
    if (!confirmed) return data({ stage: "error", error: "uploadExpired" } satisfies ActionResult, { status: 410 });
    const { report, storeId, mode, fileName } = confirmed;
    const result: ActionResult = {
      stage: report.written ? "written" : "checked",
      refused: !report.written,
      storeId,
      mode,
      fileName,
      uploadId: null,
      report: reportView(report, context.locale),
    };
    return data(result, { status: report.valid ? 200 : 422 });
  }

  const storeId = field(form, "store");
  const { console } = requireCan(context, request, "catalogue.write", storeId);
  const mode = field(form, "mode") === "replace" ? "replace" : "merge";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    return data({ stage: "error", error: "fileMissing" } satisfies ActionResult, { status: 422 });
  if (file.size > MAX_FILE_MB * 1024 * 1024)
    return data({ stage: "error", error: "fileTooLarge" } satisfies ActionResult, { status: 413 });
  const format = file.type.includes("json") || file.name.toLowerCase().endsWith(".json") ? "json" : "csv";
  // Strict UTF-8 within the import's limits: a byte that is not UTF-8 is refused with its row, never replaced.
  const decoded = await decodeCatalogueFile([new Uint8Array(await file.arrayBuffer())], format, letOthersRun);
  if (!decoded.ok) {
    const message = formatMessage(context.locale, decoded.problem.message);
    const status = decoded.problem.limit === "utf8" ? 400 : 413;
    return data({ stage: "error", error: "limit", message } satisfies ActionResult, { status });
  }
  let staged;
  try {
    staged = await console.services.catalogue.stageImport(
      storeId,
      { format, text: decoded.text, fileName: file.name },
      mode,
    );
  } catch (error) {
    const code = error instanceof Error ? (error as { code?: string }).code : undefined;
    // A limit the import checks once the file is read (a JSON file's products: their number, their size).
    const coded = (error as { shopperMessage?: ShopperMessage }).shopperMessage;
    if (code === "too_large" && coded)
      return data(
        { stage: "error", error: "limit", message: formatMessage(context.locale, coded) } satisfies ActionResult,
        { status: 413 },
      );
    if (code === "invalid" && (error as Error).message === NOT_VALID_JSON)
      return data({ stage: "error", error: "fileNotJson" } satisfies ActionResult, { status: 422 });
    // A JSON file that is not { products: [...] } (AppError "invalid"): its words name the field.
    if (code === "invalid")
      return data({ stage: "error", error: "invalid", message: (error as Error).message } satisfies ActionResult, {
        status: 422,
      });
    throw error;
  }
  const result: ActionResult = {
    stage: "checked",
    refused: false,
    storeId,
    mode,
    fileName: file.name,
    uploadId: staged.uploadId,
    report: reportView(staged.report, context.locale),
  };
  return data(result, { status: staged.report.valid ? 200 : 422 });
}

function reportView(report: StagedImport["report"], locale: Locale): ReportView {
  return {
    valid: report.valid,
    written: report.written,
    rows: report.rows,
    created: report.created,
    updated: report.updated,
    removed: report.removed,
    archived: report.archived,
    // The page lists the first ones only: a 29,000-row file's list was 2 MB of the page's data.
    products: report.products.slice(0, LISTED_PRODUCTS),
    problems: report.problems.map((p) => ({
      row: p.row,
      column: p.column ?? null,
      message: formatMessage(locale, { code: p.code, params: p.params } as ShopperMessage),
    })),
  };
}

const inputClass = "rounded-md border border-gray-500 bg-white px-3 py-2";

export default function CatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const uploadAction = useUploadAction();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // The chosen file's size: a large one shows a progress bar while it is sent and checked, and one
  // past the limit is refused here, before it is sent.
  const [fileBytes, setFileBytes] = useState(0);
  const tooLarge = fileBytes > CATALOGUE_IMPORT_LIMITS.maxBytes;
  const checking = navigation.state === "submitting" && navigation.formData?.get("intent") === "check";
  const { stores, storeId } = loaderData;
  const result = actionData as ActionResult | undefined;
  const chosenStore = result && result.stage !== "error" ? result.storeId : storeId;
  const storeName = stores.find((s) => s.id === chosenStore)?.name ?? chosenStore;
  return (
    <>
      <ConsolePageTitle>{ct("catalogue.importTitle")}</ConsolePageTitle>
      <p className="mb-2">
        <Link to={`/console/catalogue?store=${encodeURIComponent(chosenStore)}`} className="underline">
          {ct("catalogue.back", { store: storeName })}
        </Link>
      </p>
      <p className="mb-2 max-w-prose">{ct("catalogue.importIntro")}</p>
      <p className="mb-4">
        <a
          href={`/console/catalogue/export?store=${encodeURIComponent(chosenStore)}&format=csv`}
          className="underline"
          download
        >
          {ct("catalogue.importTemplate")}
        </a>
      </p>
      <Form method="post" action={uploadAction} encType="multipart/form-data" className="mb-6 grid max-w-xl gap-4">
        <CsrfField />
        <div>
          <label htmlFor="import-store" className="mb-1 block text-sm font-medium">
            {ct("catalogue.store")}
          </label>
          <select id="import-store" name="store" defaultValue={chosenStore} className={inputClass}>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="import-file" className="mb-1 block text-sm font-medium">
            {ct("catalogue.importFile")}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            required
            accept=".csv,.json,text/csv,application/json"
            aria-describedby={
              result?.stage === "error" || tooLarge ? "import-file-hint import-file-error" : "import-file-hint"
            }
            aria-invalid={result?.stage === "error" || tooLarge ? true : undefined}
            onChange={(event) => setFileBytes(event.currentTarget.files?.[0]?.size ?? 0)}
            className={inputClass}
          />
          <p id="import-file-hint" className="mt-1 text-sm text-gray-700">
            {ct("catalogue.importFileHint", { max: MAX_FILE_MB })}
          </p>
          {tooLarge ? (
            <p id="import-file-error" className="mt-1 text-sm text-red-700">
              {ct("catalogue.fileTooLarge", { max: MAX_FILE_MB })}
            </p>
          ) : (
            result?.stage === "error" && (
              <p id="import-file-error" className="mt-1 text-sm text-red-700">
                {result.error === "invalid" || result.error === "limit"
                  ? result.message
                  : result.error === "fileTooLarge"
                    ? ct("catalogue.fileTooLarge", { max: MAX_FILE_MB })
                    : ct(
                        result.error === "fileMissing"
                          ? "catalogue.fileMissing"
                          : result.error === "uploadExpired"
                            ? "catalogue.uploadExpired"
                            : "catalogue.fileNotJson",
                      )}
              </p>
            )
          )}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{ct("catalogue.importMode")}</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              value="merge"
              defaultChecked={result?.stage !== "error" ? result?.mode !== "replace" : true}
            />
            {ct("catalogue.modeMerge")}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              value="replace"
              defaultChecked={result?.stage !== "error" && result?.mode === "replace"}
            />
            {ct("catalogue.modeReplace")}
          </label>
        </fieldset>
        <div>
          <Button type="submit" name="intent" value="check" disabled={busy || tooLarge}>
            {ct("catalogue.importCheck")}
          </Button>
        </div>
        {checking && fileBytes >= PROGRESS_FROM_BYTES && (
          // The upload and the check are one request: the bar runs until the report comes.
          <div role="status" className="grid gap-1">
            <label htmlFor="import-progress" className="text-sm">
              {ct("catalogue.importProgress", { size: Math.round((fileBytes / (1024 * 1024)) * 10) / 10 })}
            </label>
            <progress id="import-progress" className="h-2 w-full" />
          </div>
        )}
      </Form>
      {result && result.stage !== "error" && <ReportSection result={result} />}
    </>
  );
}

function ReportSection({ result }: { result: Extract<ActionResult, { stage: "checked" | "written" }> }) {
  const ct = useConsoleText();
  const { report } = result;
  return (
    <section aria-labelledby="import-report-title">
      <h2 id="import-report-title" className="mb-2 text-xl font-semibold">
        {ct("catalogue.reportTitle", { file: result.fileName })}
      </h2>
      {result.stage === "written" ? (
        <FormNotice tone="success">
          {ct("catalogue.imported", { created: report.created, updated: report.updated, removed: report.removed })}
          {report.archived > 0 && (
            <span className="block">{ct("catalogue.archivedWithOrders", { count: report.archived })}</span>
          )}
        </FormNotice>
      ) : report.valid ? (
        <FormNotice tone="success">
          {ct("catalogue.reportValid", {
            count: report.rows,
            created: report.created,
            updated: report.updated,
            removed: report.removed,
          })}
          {report.archived > 0 && (
            <span className="block">{ct("catalogue.archivedWithOrders", { count: report.archived })}</span>
          )}
        </FormNotice>
      ) : (
        <FormNotice tone="error">
          {result.refused && <span className="block">{ct("catalogue.importFailed")}</span>}
          {ct("catalogue.reportInvalid", { count: report.problems.length })}
        </FormNotice>
      )}
      {report.problems.length > 0 && (
        <div className="mb-4">
          <ConsoleTable
            caption={ct("catalogue.problemsCaption")}
            showCaption
            columns={[
              { label: ct("catalogue.problemRow") },
              { label: ct("catalogue.problemField") },
              { label: ct("catalogue.problemMessage") },
            ]}
          >
            {report.problems.map((problem, index) => (
              <ConsoleRow key={index}>
                <ConsoleCell header className="tabular-nums">
                  {problem.row}
                </ConsoleCell>
                <ConsoleCell dir="ltr">{problem.column ?? ct("catalogue.wholeRow")}</ConsoleCell>
                <ConsoleCell>{problem.message}</ConsoleCell>
              </ConsoleRow>
            ))}
          </ConsoleTable>
        </div>
      )}
      {result.stage === "checked" && result.uploadId && (
        // The file stays on the server (an hour): confirming sends its id, not the file again.
        <Form method="post" className="mb-4">
          <CsrfField />
          <input type="hidden" name="upload" value={result.uploadId} />
          <Button type="submit" name="intent" value="confirm">
            {ct("catalogue.confirm", { count: report.rows })}
          </Button>
        </Form>
      )}
      {result.stage === "written" && report.products.length > 0 && (
        <ConsoleTable
          caption={ct("catalogue.importedCaption")}
          showCaption
          columns={[
            { label: ct("catalogue.problemRow") },
            { label: ct("catalogue.id") },
            { label: ct("catalogue.action") },
          ]}
        >
          {report.products.map((product) => (
            <ConsoleRow key={product.id}>
              <ConsoleCell header className="tabular-nums">
                {product.row}
              </ConsoleCell>
              <ConsoleCell dir="ltr">
                <Link
                  to={`/console/catalogue/${encodeURIComponent(result.storeId)}/${encodeURIComponent(product.id)}`}
                  className="underline"
                >
                  {product.id}
                </Link>
              </ConsoleCell>
              <ConsoleCell>{ct(`catalogue.action.${product.action}`)}</ConsoleCell>
            </ConsoleRow>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
