// One error vocabulary for the whole server, mapped to HTTP in exactly one place (toHttpStatus).
// Services throw AppError; the error handler in app.ts turns it into { success: false, message, issues? }.
import type { ZodError } from "zod";

export type ErrorCode =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "unprocessable"
  | "too_large"
  | "rate_limited"
  | "unavailable";

const STATUS: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export function toHttpStatus(code: ErrorCode) {
  return STATUS[code];
}

export interface ErrorIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { issues?: ErrorIssue[]; retryAfterSeconds?: number; data?: unknown } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const invalid = (message: string, issues?: ErrorIssue[]) => new AppError("invalid", message, { issues });
export const notFound = (message: string) => new AppError("not_found", message);
export const unauthorized = (message: string) => new AppError("unauthorized", message);
export const forbidden = (message: string) => new AppError("forbidden", message);
export const conflict = (message: string, data?: unknown) => new AppError("conflict", message, { data });
export const unprocessable = (message: string) => new AppError("unprocessable", message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError("rate_limited", message, { retryAfterSeconds });

/** Formats a zod path the way an integrator reads it: data.productData.productPartArray[2].partId */
export function formatIssuePath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Turns a ZodError into an "invalid" AppError whose message names the first problem by its path. */
export function fromZodError(error: ZodError, prefix = ""): AppError {
  const issues = error.issues.map((issue) => ({
    path: formatIssuePath(prefix, issue.path),
    message: issue.code === "invalid_type" && issue.input === undefined ? "required" : issue.message,
  }));
  const first = issues[0];
  const message = first ? `${first.path || "body"}: ${first.message}` : "Invalid input";
  return invalid(message, issues);
}
