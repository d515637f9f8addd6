// What every route file of the platform API (spec §7) shares: the OpenAPIHono app whose validation
// failures become 400s naming the field, the error body schema, and the request's store.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { AppEnv, TenantStore } from "~server/context";
import type { DB } from "~server/db/schema";
import { fromZodError, notFound } from "~server/http/errors";
import { requestDomain } from "~server/http/tenant";
import type { Clock } from "~server/clock";

/** What each route factory is built from. */
export interface ApiRoutesDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  adminApiKey?: string;
  /** The system clock by default; tests move it. */
  now?: Clock;
  /** ACCESS_TOKEN_TTL_HOURS in seconds (default 30 days). */
  accessTokenTtlSeconds?: number;
}

/** An API app whose zod failures are AppError invalid: `{ success: false, message: "lines[1].productId: required", issues }`. */
export function createApiApp(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw fromZodError(result.error);
    },
  });
}

export const ErrorResponseSchema = z
  .object({
    success: z.literal(false),
    code: z.string().optional().describe("The message's code, where a shopper reads it (the same in every language)"),
    message: z.string().describe("In the request's language (?lang=, ?dir=rtl or the lang cookie) when it has a code"),
    issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  })
  .openapi("Error");

const ERROR_DESCRIPTIONS = {
  400: "Invalid input; the message names the field",
  401: "Locked private store or missing credentials",
  404: "No store at this address, or no such resource",
  409: "Conflict: a changed price, a spent gift card, an idempotency key in use",
  422: "Understood but refused (e.g. an idempotency key reused for another order)",
  429: "Too many attempts; see Retry-After",
  503: "A provider (shipping, tax, payments) is unavailable; try again",
} as const;

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses<S extends keyof typeof ERROR_DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { "application/json": { schema: ErrorResponseSchema } } },
    ]),
  ) as unknown as Record<
    S,
    { description: string; content: { "application/json": { schema: typeof ErrorResponseSchema } } }
  >;
}

/** The store chosen by the Host header (tenant middleware), or a 404 that names the address. */
export function requireRequestStore(c: Context<AppEnv>): TenantStore {
  const store = c.get("store");
  if (!store) throw notFound(`No store at this address (${requestDomain(c)})`);
  return store;
}

/** OpenAPI response entry of a success answer in the envelope `{ data: … }`. */
export function dataResponse<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema: z.object({ data: schema }) } } };
}

/** OpenAPI request body entry of a required JSON body. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true as const, content: { "application/json": { schema } } };
}
