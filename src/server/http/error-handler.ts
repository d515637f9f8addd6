// The single place where thrown errors become HTTP answers (ARCHITECTURE §5). A shopper's message is
// worded here, in the request's language, and its code answered with it (docs/decisions/0030).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { shopperMessage } from "~core/i18n/message";
import { AppError, fromZodError, toHttpStatus, type ErrorIssue } from "./errors";
import { wordFor } from "./request-locale";

export interface ErrorLogger {
  error(obj: object, msg?: string): void;
}

function issueToWire(c: Context, issue: ErrorIssue) {
  if (typeof issue.message === "string") return issue;
  return { ...issue, code: issue.code ?? issue.message.code, message: wordFor(c, issue.message) };
}

export function createErrorHandler(logger: ErrorLogger) {
  return (err: Error, c: Context) => {
    const appError = err instanceof ZodError ? fromZodError(err) : err;
    if (appError instanceof AppError) {
      const status = toHttpStatus(appError.code);
      // The rest of a body too large is not read: the connection closes rather than take it in.
      if (appError.code === "too_large") c.header("Connection", "close");
      if (appError.details.retryAfterSeconds !== undefined) {
        c.header("Retry-After", String(appError.details.retryAfterSeconds));
      }
      const coded = appError.shopperMessage;
      const path = appError.details.path;
      const body: Record<string, unknown> = { success: false };
      if (coded) {
        body.code = coded.code;
        body.message = path === undefined ? wordFor(c, coded) : `${path}: ${wordFor(c, coded)}`;
      } else body.message = appError.message;
      if (appError.details.issues) body.issues = appError.details.issues.map((issue) => issueToWire(c, issue));
      if (appError.details.data !== undefined) body.data = appError.details.data;
      return c.json(body, status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? err.message || "Malformed request" : err.message || "Request refused";
      return c.json({ success: false, message }, status);
    }
    const requestId = c.get("requestId" as never) as string | undefined;
    logger.error({ err, requestId, path: c.req.path }, "unexpected error");
    const failure = shopperMessage("server.error");
    return c.json({ success: false, code: failure.code, message: wordFor(c, failure), requestId }, 500);
  };
}
