// The catalogue import's request bodies (issue 48, decision 0072): the import routes (admin API and
// console page) get their own limit, the file's limit plus a form's framing, enforced while the body
// is read — by Content-Length before a byte is read, else by counting the stream, which fails at the
// first byte past it — so a larger body is a 413 before it is held. The admin API's file is then read
// from the stream through core's CatalogueFileScan (rows, columns, cells, strict UTF-8), a slice at a
// time with the event loop let run between slices.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { MiddlewareHandler } from "hono";
import {
  CATALOGUE_IMPORT_LIMITS,
  decodeCatalogueFile,
  IMPORT_FORM_OVERHEAD_BYTES,
  type ImportLimitProblem,
  limitProblem,
} from "~core/catalog/import-limits";
import type { AppEnv } from "~server/context";
import { AppError } from "./errors";

/** POSTs that carry a catalogue file: the admin API's import and the console's import page (its data request too). */
const IMPORT_PATHS = [
  /^\/api\/admin\/stores\/[^/]+\/products\/import\/?$/,
  /^\/console\/catalogue\/import(\.data)?\/?$/,
];

export const isImportPath = (path: string) => IMPORT_PATHS.some((pattern) => pattern.test(path));

/** The largest body an import route reads: the file and the form around it. */
export const IMPORT_BODY_LIMIT_BYTES = CATALOGUE_IMPORT_LIMITS.maxBytes + IMPORT_FORM_OVERHEAD_BYTES;

/** A file refused by its limits: 413 for a size, 400 for bytes that are not UTF-8; `data` says which and where. */
export function importLimitError(problem: ImportLimitProblem): AppError {
  const { limit, row, column, max } = problem;
  return new AppError(limit === "utf8" ? "invalid" : "too_large", problem.message, {
    data: {
      limit,
      ...(row === undefined ? {} : { row }),
      ...(column === undefined ? {} : { column }),
      ...(max === undefined ? {} : { max }),
    },
  });
}

/** Lets timers and other requests' I/O run (a macrotask turn), then carries on. */
export const letOthersRun = (): Promise<void> => nextTurn();

/**
 * Mounted before the app's generic body limits: on an import route, a body over
 * IMPORT_BODY_LIMIT_BYTES is refused by its Content-Length, or, sent without one, its stream errors
 * at the first chunk past the limit (whoever reads it — a form parser, the generic limit — gets the 413).
 */
export function limitImportBodies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "POST" || !isImportPath(c.req.path)) return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get("content-length");
    if (length !== null && !raw.headers.has("transfer-encoding")) {
      if (Number(length) > IMPORT_BODY_LIMIT_BYTES) throw importLimitError(limitProblem("bytes"));
      return next();
    }
    let size = 0;
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.length;
          if (size > IMPORT_BODY_LIMIT_BYTES) controller.error(importLimitError(limitProblem("bytes")));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
    return next();
  };
}

/**
 * A stream's bytes, chunk by chunk. When the caller stops early the stream is left unread, not
 * cancelled: cancelling a request's body destroys its socket before the refusal is sent, while Node
 * discards (never holds) what a client still sends after the answer.
 */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * A catalogue file's text from its bytes as they arrive (a request body or an uploaded file's
 * stream): refused at the first byte past a limit or not UTF-8 (importLimitError), never replaced.
 */
export async function readCatalogueFile(stream: ReadableStream<Uint8Array>, format: "csv" | "json"): Promise<string> {
  const decoded = await decodeCatalogueFile(chunksOf(stream), format, letOthersRun);
  if (!decoded.ok) throw importLimitError(decoded.problem);
  return decoded.text;
}
