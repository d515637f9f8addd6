// Request body limits (decision 0028): every route refuses a body larger than its purpose needs with
// 413 and a message, before buffering it — by Content-Length when the client sends one, otherwise by
// counting the stream as it arrives. JSON calls get well under 1 MB (the largest order the schemas
// accept is about a third of it); the admin API, which takes whole store documents, gets
// ADMIN_IMPORT_MAX_MB, and so do the operator console's pages (its catalogue import and image forms); a
// product image upload to the admin API gets ADMIN_IMAGE_MAX_MB and room for the form around it.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "~server/context";
import { AppError } from "./errors";

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
export function limitRequestBodies(options: { adminBytes: number; imageBytes: number }): MiddlewareHandler<AppEnv> {
  const admin = limitTo(Math.max(options.adminBytes, options.imageBytes + MULTIPART_OVERHEAD_BYTES));
  const image = limitTo(options.imageBytes + MULTIPART_OVERHEAD_BYTES);
  const api = limitTo(API_BODY_LIMIT_BYTES);
  const other = limitTo(OTHER_BODY_LIMIT_BYTES);
  return (c, next) => {
    // A GET or HEAD request's body is never read (the Fetch Request made from it has none), so there is
    // nothing to limit; asking for `body` would also make @hono/node-server build that Request, which
    // a page request otherwise never needs.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const path = c.req.path;
    if (IMAGE_UPLOAD_PATH.test(path)) return image(c, next);
    // The operator console's forms carry what the admin API takes (catalogue files, store documents,
    // product images); its actions read them only after the session and CSRF checks.
    if (path.startsWith("/api/admin/") || path === "/console" || path.startsWith("/console/")) return admin(c, next);
    if (path.startsWith("/api/")) return api(c, next);
    return other(c, next);
  };
}
