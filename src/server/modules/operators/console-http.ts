// The operator host (OPERATOR_HOST, docs/decisions/0034): every request to it is the console, never a
// store. `/` goes to /console; console documents and data requests are rendered by the same React
// Router app with a console context (the signed-in operator, their services, the CSRF token); any
// other path answers 404. Every mutation must come from the console's own origin and carry the CSRF
// token bound to the session (or, before sign-in, to the console_csrf cookie).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "~server/db/schema";
import type { Clock } from "~server/clock";
import type { AppEnv } from "~server/context";
import { storeIconSvg } from "~core/branding/favicon";
import { readCookie } from "~core/i18n/locale";
import type { Actor } from "~core/operators/permissions";
import { createConsoleServices, type ConsoleServiceDeps, type ConsoleServices } from "./console-services";
import { endSession, resolveSession, signIn } from "./operators.service";

export const CONSOLE_PREFIX = "/console";
export const SESSION_COOKIE = "console_session";
export const CSRF_COOKIE = "console_csrf";
/** The form field (or X-CSRF-Token header) that carries the token. */
export const CSRF_FIELD = "_csrf";

/** What console loaders and actions receive as `context.console` (web reads it as a type only). */
export interface ConsoleContext {
  /** The signed-in operator, or null. */
  actor: Actor | null;
  /** Put in every console form as the `_csrf` field (CsrfField does it). */
  csrfToken: string;
  /** The console's services bound to the actor; each checks the permission itself. */
  services: ConsoleServices;
  signIn(
    email: string,
    password: string,
  ): Promise<
    | { ok: true; setCookie: string }
    | { ok: false; reason: "invalid" }
    | { ok: false; reason: "tooMany"; retryAfterSeconds: number }
  >;
  /** Ends the session (its row is deleted) and returns the Set-Cookie that clears the cookie. */
  signOut(): Promise<{ setCookie: string }>;
}

/** Console paths: its documents (/console, /console/…) and their data requests (/console.data…). */
export function isConsolePath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === CONSOLE_PREFIX || lower.startsWith(`${CONSOLE_PREFIX}/`) || lower.startsWith(`${CONSOLE_PREFIX}.`);
}

export interface ConsoleHostDeps {
  db: Kysely<DB>;
  sessionSecret: string;
  now: Clock;
  sessionHours: number;
  hashCost?: number;
  /** The payment provider and logger the Orders section's status changes need. */
  orderWorkflow?: ConsoleServiceDeps["orderWorkflow"];
  /** Where the Catalogue section's image uploads go, and their largest size. */
  media?: ConsoleServiceDeps["media"];
  /** ShipStation labels for the Orders section. */
  orderShipments?: ConsoleServiceDeps["orderShipments"];
  /** Renders a console document or data request (React Router) with this console context. */
  render(c: Context<AppEnv>, consoleContext: ConsoleContext): Promise<Response>;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function cookie(name: string, value: string, options: { maxAge: number; secure: boolean }): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${options.maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/** https as the browser sees it (the URL's scheme, or a trusted proxy's X-Forwarded-Proto). */
function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.get("clientAddress") !== undefined && c.req.header("x-forwarded-proto") === "https";
}

function sameEnough(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A mutation from another site: its Origin (or Sec-Fetch-Site) says so. */
function crossOrigin(c: Context<AppEnv>): boolean {
  if (c.req.header("sec-fetch-site") === "cross-site") return true;
  const origin = c.req.header("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() !== (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  } catch {
    return true;
  }
}

async function sentToken(c: Context<AppEnv>): Promise<string | null> {
  const header = c.req.header("x-csrf-token");
  if (header) return header;
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  try {
    // A copy: React Router reads the original body.
    const body = c.req.raw.clone();
    if (type.startsWith("application/x-www-form-urlencoded") && body.body)
      return await formField(body.body, CSRF_FIELD);
    // A multipart form's files stay outside the JavaScript heap (Blobs) when parsed.
    const value = (await body.formData()).get(CSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * One name or value of a urlencoded body, decoded as URLSearchParams decodes it (React Router's
 * formData does the same): a malformed escape such as "%zz" stays as written instead of throwing.
 * The part holds no "&"; a value may hold "=", which URLSearchParams keeps after the first.
 */
const decodeFormPart = (part: string) => new URLSearchParams(`_=${part}`).get("_") ?? "";

/**
 * The first value of field `name` in a urlencoded body, read from its start until the field is found
 * (forms put the token first). Other fields' values are never decoded, so a large one (a catalogue file
 * sent back to be confirmed) is not held a second time while the action reads the body.
 */
export async function formField(body: ReadableStream<Uint8Array>, name: string): Promise<string | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      pending += text;
      // Whole pairs only: up to the last "&" read so far (only the new text can hold one: what was
      // pending had none), or everything at the end.
      const at = text.lastIndexOf("&");
      const end = done ? pending.length : at < 0 ? -1 : pending.length - text.length + at;
      if (end >= 0) {
        for (const pair of pending.slice(0, end).split("&")) {
          const equals = pair.indexOf("=");
          if (decodeFormPart(equals < 0 ? pair : pair.slice(0, equals)) === name)
            return equals < 0 ? "" : decodeFormPart(pair.slice(equals + 1));
        }
        pending = pending.slice(end + 1);
      }
      if (done) return null;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

const CONSOLE_ICON = storeIconSvg("Operator Console", "#1f2937");
const REFUSED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Request refused</title></head><body><main><h1>Request refused</h1><p>This form was not sent from the console, or it has expired. <a href="/console">Open the console again</a> and repeat what you were doing.</p></main></body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p>This is the operator console's address. <a href="/console">Open the console</a>.</p></main></body></html>`;

/** Answers every request to the operator host (mounted only for that host in app.ts). */
export function consoleHost(deps: ConsoleHostDeps): MiddlewareHandler<AppEnv> {
  const csrfFor = (binding: string) =>
    createHmac("sha256", deps.sessionSecret).update(`console-csrf:${binding}`).digest("base64url");

  return async (c) => {
    const path = c.req.path;
    if (path === "/") return c.redirect(CONSOLE_PREFIX, 302);
    // The console's browser-tab icon, which its pages link (and browsers ask /favicon.ico for).
    if (path === "/favicon.svg" || path === "/favicon.ico") {
      c.header("Cache-Control", "public, max-age=86400");
      c.header("Content-Type", "image/svg+xml");
      return c.body(CONSOLE_ICON);
    }
    // /__manifest: React Router's lazy route discovery on client-side navigations.
    if (!isConsolePath(path) && path !== "/__manifest") {
      c.header("Cache-Control", "no-store");
      return c.html(NOT_FOUND, 404);
    }
    const cookies = c.req.header("cookie");
    const token = readCookie(cookies, SESSION_COOKIE);
    const session = token ? await resolveSession(deps.db, token, deps.now()) : null;
    const secure = isHttps(c);
    const setCookies: string[] = [];
    // A stale session cookie (expired, signed out elsewhere, account disabled) is cleared.
    if (token && !session) setCookies.push(cookie(SESSION_COOKIE, "", { maxAge: 0, secure }));
    let pre = readCookie(cookies, CSRF_COOKIE);
    if (!pre || !/^[\w-]{43}$/.test(pre)) {
      pre = randomBytes(32).toString("base64url");
      setCookies.push(cookie(CSRF_COOKIE, pre, { maxAge: 24 * 3600, secure }));
    }
    const csrfToken = csrfFor(session ? `session:${session.sessionId}` : `pre:${pre}`);

    if (!SAFE_METHODS.has(c.req.method)) {
      const sent = crossOrigin(c) ? null : await sentToken(c);
      if (!sent || !sameEnough(sent, csrfToken)) {
        c.header("Cache-Control", "no-store");
        return c.html(REFUSED, 403);
      }
    }

    const actor = session?.actor ?? null;
    const consoleContext: ConsoleContext = {
      actor,
      csrfToken,
      services: createConsoleServices({
        db: deps.db,
        actor,
        sessionId: session?.sessionId ?? null,
        now: deps.now,
        hashCost: deps.hashCost,
        orderWorkflow: deps.orderWorkflow,
        media: deps.media,
        orderShipments: deps.orderShipments,
      }),
      async signIn(email, password) {
        const result = await signIn(deps.db, {
          email,
          password,
          client: c.get("clientAddress") ?? "unknown",
          now: deps.now(),
          ttlHours: deps.sessionHours,
        });
        if (!result.ok) return result;
        return {
          ok: true,
          setCookie: cookie(SESSION_COOKIE, result.token, { maxAge: deps.sessionHours * 3600, secure }),
        };
      },
      async signOut() {
        if (session) await endSession(deps.db, session.sessionId);
        return { setCookie: cookie(SESSION_COOKIE, "", { maxAge: 0, secure }) };
      },
    };
    const response = await deps.render(c, consoleContext);
    const headers = new Headers(response.headers);
    const setsSession = headers.getSetCookie().some((value) => value.startsWith(`${SESSION_COOKIE}=`));
    for (const value of setCookies) {
      if (!(setsSession && value.startsWith(`${SESSION_COOKIE}=`))) headers.append("Set-Cookie", value);
    }
    headers.set("Cache-Control", "private, no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
