// Request body limits (decision 0028): every route refuses a body larger than its purpose needs with
// 413 and a message, before buffering it — by Content-Length when the client sends one, otherwise by
// counting the stream as it arrives. JSON calls get well under 1 MB (the largest order the schemas
// accept is about a third of it); the admin API's store and product documents 2 MB, its catalogue
// import ADMIN_IMPORT_MAX_MB; a product image upload to the admin API gets ADMIN_IMAGE_MAX_MB and room for
// the form around it. The operator console limits its own forms, by route and by whether a session
// signed it, before it reads any of the body (console-http.ts, decision 0070).
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "~server/context";
import { AppError } from "./errors";
import { isImportPath } from "./import-body";

export const API_BODY_LIMIT_BYTES = 512 * 1024;
/** Pages (React Router actions), the test gateway's card form and anything else. */
export const OTHER_BODY_LIMIT_BYTES = 64 * 1024;

const describe = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

const limitTo = (maxSize: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError("too_large", `The request body is larger than this call accepts (${describe(maxSize)}).`);
    },
  });

/** Multipart framing and the form's other fields around an uploaded image. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const IMAGE_UPLOAD_PATH = /^\/api\/admin\/stores\/[^/]+\/images\/?$/;

/** One middleware for the whole app: the limit is chosen by the request's path. */
/**
 * The admin API's store and product documents: a store's content pages are at most 1 MB together
 * (content-limits.ts) and the rest of a document a few KB, so 2 MB; parsing more would hold the event
 * loop for every store. Its catalogue import keeps ADMIN_IMPORT_MAX_MB.
 */
export const ADMIN_DOCUMENT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export function limitRequestBodies(options: {
  imageBytes: number;
  /** Requests whose handler limits their bodies itself, after checks that read none (the operator console). */
  skip?: (c: Context<AppEnv>) => boolean;
}): MiddlewareHandler<AppEnv> {
  const admin = limitTo(ADMIN_DOCUMENT_BODY_LIMIT_BYTES);
  const image = limitTo(options.imageBytes + MULTIPART_OVERHEAD_BYTES);
  const api = limitTo(API_BODY_LIMIT_BYTES);
  const other = limitTo(OTHER_BODY_LIMIT_BYTES);
  return (c, next) => {
    // A GET or HEAD request's body is never read (the Fetch Request made from it has none), so there is
    // nothing to limit; asking for `body` would also make @hono/node-server build that Request, which
    // a page request otherwise never needs.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (options.skip?.(c)) return next();
    const path = c.req.path;
    // The admin API's catalogue import has its own limit, counted as it reads (import-body.ts); the
    // console's import is the console's (skipped above), and on a store a console path is a page.
    if (isImportPath(path) && !path.startsWith("/console")) return next();
    if (IMAGE_UPLOAD_PATH.test(path)) return image(c, next);
    // The operator console (on its own host) limits each form itself after its session and CSRF checks
    // (console-http.ts); on a store, a console path is a page like any other (and answers 404).
    if (path.startsWith("/api/admin/")) return admin(c, next);
    if (path.startsWith("/api/")) return api(c, next);
    return other(c, next);
  };
}
