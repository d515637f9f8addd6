// The single place where thrown errors become HTTP answers (ARCHITECTURE §5).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { AppError, fromZodError, toHttpStatus } from "./errors";
import { localizeShopperMessage, shopperLocale } from "./shopper-messages";

export interface ErrorLogger {
  error(obj: object, msg?: string): void;
}

export function createErrorHandler(logger: ErrorLogger) {
  return (err: Error, c: Context) => {
    const appError = err instanceof ZodError ? fromZodError(err) : err;
    if (appError instanceof AppError) {
      const status = toHttpStatus(appError.code);
      if (appError.details.retryAfterSeconds !== undefined) {
        c.header("Retry-After", String(appError.details.retryAfterSeconds));
      }
      const message = localizeShopperMessage(appError.message, shopperLocale(c));
      const body: Record<string, unknown> = { success: false, message };
      if (appError.details.issues) body.issues = appError.details.issues;
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
    const message = localizeShopperMessage("Something went wrong on our side.", shopperLocale(c));
    return c.json({ success: false, message, requestId }, 500);
  };
}
