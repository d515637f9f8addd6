// One error vocabulary for the whole server, mapped to HTTP in exactly one place (toHttpStatus).
// Services throw AppError; the error handler in app.ts turns it into
// { success: false, code?, message, issues? }. A refusal a shopper reads carries a coded message
// (~core/i18n/message): the handler words it in the request's language and answers its code too;
// the error's own `message` is its English, for logs and tests. Integrator-only refusals are English.
import type { ZodError } from "zod";
import type { $ZodIssue } from "zod/v4/core";
import type { ShopperMessage } from "~core/i18n/message";
import { englishMessage, isMessageCode } from "~core/i18n/messages";

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
  /** Words for integrators, or a coded message the handler words in the request's language. */
  message: string | ShopperMessage;
  /** Machine-readable reason where the service has one (e.g. core's line issue codes). */
  code?: string;
}

export interface AppErrorDetails {
  issues?: ErrorIssue[];
  retryAfterSeconds?: number;
  data?: unknown;
  /** Written before the shopper's message, e.g. the field it is about ("zip"). */
  path?: string;
}

/** What a refusal says: words for integrators, or a coded message for shoppers. */
export type ErrorMessage = string | ShopperMessage;

export class AppError extends Error {
  /** The coded message a shopper reads, worded at the edge; undefined for integrator-only words. */
  readonly shopperMessage: ShopperMessage | undefined;

  constructor(
    readonly code: ErrorCode,
    message: ErrorMessage,
    readonly details: AppErrorDetails = {},
  ) {
    const english = typeof message === "string" ? message : englishMessage(message);
    super(details.path === undefined || typeof message === "string" ? english : `${details.path}: ${english}`);
    this.name = "AppError";
    this.shopperMessage = typeof message === "string" ? undefined : message;
  }
}

export const invalid = (message: ErrorMessage, issues?: ErrorIssue[], path?: string) =>
  new AppError("invalid", message, { issues, path });
export const notFound = (message: ErrorMessage) => new AppError("not_found", message);
export const unauthorized = (message: ErrorMessage) => new AppError("unauthorized", message);
export const conflict = (message: ErrorMessage, data?: unknown) => new AppError("conflict", message, { data });
export const unprocessable = (message: ErrorMessage, details?: AppErrorDetails) =>
  new AppError("unprocessable", message, details);
export const rateLimited = (message: ErrorMessage, retryAfterSeconds: number) =>
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
function describeIssue(issue: $ZodIssue): string | ShopperMessage {
  // core's schemas give shoppers' fields a message code (validation.*): worded at the edge.
  if (isMessageCode(issue.message)) return { code: issue.message, params: {} } as ShopperMessage;
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
  if (!first) return invalid("Invalid input", issues);
  const path = first.path || "body";
  return typeof first.message === "string"
    ? invalid(`${path}: ${first.message}`, issues)
    : invalid(first.message, issues, path);
}
