// One error vocabulary for the whole server, mapped to HTTP in exactly one place (toHttpStatus).
// Services throw AppError; the error handler in app.ts turns it into { success: false, message, issues? }.
import type { ZodError } from "zod";
import type { $ZodIssue } from "zod/v4/core";

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
  /** Machine-readable reason where the service has one (e.g. core's line issue codes). */
  code?: string;
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

const EXPECTED: Record<string, string> = {
  object: "expected an object",
  array: "expected a list",
  number: "must be a number",
  int: "must be a whole number",
  string: "must be text",
  boolean: "must be true or false",
};
const RECEIVED: Record<string, string> = {
  array: "a list",
  object: "an object",
  string: "text",
  number: "a number",
  boolean: "true or false",
  null: "null",
};

/**
 * Words for one zod issue. zod's own texts ("Invalid input: expected object, received array") are
 * rephrased so that a wrong type says what was expected and a limit names its bound; a message a schema
 * wrote itself is kept. zod 4 leaves the input out of issues, so "missing" is read from the text.
 */
function describeIssue(issue: $ZodIssue): string {
  const own = !/^(Invalid input|Too big|Too small|Invalid option)\b/.test(issue.message);
  if (own) return issue.message;
  switch (issue.code) {
    case "invalid_type": {
      const received = /received (\w+)/.exec(issue.message)?.[1];
      if (received === "undefined") return "required";
      const expected = EXPECTED[issue.expected] ?? `must be ${issue.expected}`;
      // "expected int, received number" is a fraction: the expectation alone says it.
      if (!received || !RECEIVED[received] || issue.expected === "int") return expected;
      return `${expected}, not ${RECEIVED[received]}`;
    }
    case "too_big": {
      const bound = `${issue.inclusive === false ? "less than" : "at most"} ${String(issue.maximum)}`;
      if (issue.origin === "string") return `must be ${bound} characters long`;
      if (issue.origin === "array" || issue.origin === "set") return `must have ${bound} entries`;
      return `must be ${bound}`;
    }
    case "too_small": {
      const bound = `${issue.inclusive === false ? "more than" : "at least"} ${String(issue.minimum)}`;
      if (issue.origin === "string")
        return Number(issue.minimum) === 1 ? "must not be empty" : `must be ${bound} characters long`;
      if (issue.origin === "array" || issue.origin === "set")
        return `must have ${bound} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      return `must be ${bound}`;
    }
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    default:
      return issue.message;
  }
}

/** Turns a ZodError into an "invalid" AppError whose message names the first problem by its path. */
export function fromZodError(error: ZodError, prefix = ""): AppError {
  const issues = error.issues.map((issue) => ({
    path: formatIssuePath(prefix, issue.path),
    message: describeIssue(issue as $ZodIssue),
  }));
  const first = issues[0];
  const message = first ? `${first.path || "body"}: ${first.message}` : "Invalid input";
  return invalid(message, issues);
}
