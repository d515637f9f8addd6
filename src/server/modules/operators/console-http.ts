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
import { shopperMessage } from "~core/i18n/message";
import { englishMessage } from "~core/i18n/messages";
import { decodeUtf8, unstorableBodyField } from "~server/http/text-input";
import { createConsoleServices, type ConsoleServiceDeps, type ConsoleServices } from "./console-services";
import { endSession, type KnownDevice, resolveSession, signIn } from "./operators.service";

export const CONSOLE_PREFIX = "/console";
export const SESSION_COOKIE = "console_session";
export const CSRF_COOKIE = "console_csrf";
/** A browser an account signed in from (decision 0074): its wrong tries count only against itself. */
export const DEVICE_COOKIE = "console_device";
const DEVICE_COOKIE_DAYS = 180;
/** What an account that must choose a new password may open (decision 0075). */
const PASSWORD_CHANGE_PATHS = new Set(["/console/password", "/console/sign-out", "/__manifest"]);
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
    | { ok: true; setCookie: string; mustChangePassword: boolean }
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

/** A console document or data request's path: no empty segment, and only ".data" after a name. */
const CONSOLE_ROUTE_PATH = /^\/console(?:\/[^/]+)*\/?(?:\.data)?$/i;

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
  /** The largest body of each kind of request (defaults: ADMIN_IMPORT_MAX_MB-like 50 MB files). */
  bodyLimits?: ConsoleBodyLimits;
  /** Renders a console document or data request (React Router) with this console context. */
  render(c: Context<AppEnv>, consoleContext: ConsoleContext): Promise<Response>;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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

/**
 * The largest body of each kind of console request (decision 0070). Without a session only the sign-in
 * form can be posted, so a few KB; a signed-in form (a store document part, a product) gets
 * `formBytes`; the catalogue import its file's size, a product page's image upload the image's.
 */
export interface ConsoleBodyLimits {
  signedOutBytes: number;
  formBytes: number;
  importBytes: number;
  imageBytes: number;
}

/** Multipart framing and the form's other fields around an uploaded file. */
const MULTIPART_ROOM_BYTES = 64 * 1024;
export const CONSOLE_SIGNED_OUT_BODY_BYTES = 16 * 1024;
/** The largest store document part form: every content page at its largest (content-limits.ts) and room. */
export const CONSOLE_FORM_BODY_BYTES = 4 * 1024 * 1024;

const DEFAULT_LIMITS: ConsoleBodyLimits = {
  signedOutBytes: CONSOLE_SIGNED_OUT_BODY_BYTES,
  formBytes: CONSOLE_FORM_BODY_BYTES,
  importBytes: 50 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
};
/** The console route of a document or data request path (`/console/x.data` → `/console/x`). */
const routePath = (path: string) => path.replace(/\.data$/, "").replace(/\/+$/, "");

function bodyLimitFor(limits: ConsoleBodyLimits, path: string, type: string, signedIn: boolean): number {
  if (!signedIn) return limits.signedOutBytes;
  const route = routePath(path.toLowerCase());
  if (route === "/console/catalogue/import") return limits.importBytes + MULTIPART_ROOM_BYTES;
  if (type.startsWith("multipart/") && /^\/console\/catalogue\/[^/]+\/[^/]+$/.test(route))
    return limits.imageBytes + MULTIPART_ROOM_BYTES;
  // A store's media library (issue 45): an uploaded or replacing image.
  if (type.startsWith("multipart/") && /^\/console\/stores\/[^/]+\/media$/.test(route))
    return limits.imageBytes + MULTIPART_ROOM_BYTES;
  return limits.formBytes;
}

/** The token sent without the body: the X-CSRF-Token header, or the `_csrf` query parameter (uploads). */
function tokenBesideBody(c: Context<AppEnv>): string | null {
  return c.req.header("x-csrf-token") || new URL(c.req.url).searchParams.get(CSRF_FIELD) || null;
}

/**
 * The body, read with a counter: "too large" as soon as it passes `limit` (the rest is never read),
 * so nothing larger than the limit is ever held. A declared length over the limit is refused unread.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array | "tooLarge"> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) return "tooLarge";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return "tooLarge";
      chunks.push(value);
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

const CONSOLE_ICON = storeIconSvg("Operator Console", "#1f2937");
const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text} <a href="/console">Open the console again</a>.</p></main></body></html>`;
const describeBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
const REFUSED = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Request refused</title></head><body><main><h1>Request refused</h1><p>This form was not sent from the console, or it has expired. <a href="/console">Open the console again</a> and repeat what you were doing.</p></main></body></html>`;
const NOT_FOUND = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p>This is the operator console's address. <a href="/console">Open the console</a>.</p></main></body></html>`;

/** Answers every request to the operator host (mounted only for that host in app.ts). */
export function consoleHost(deps: ConsoleHostDeps): MiddlewareHandler<AppEnv> {
  const csrfFor = (binding: string) =>
    createHmac("sha256", deps.sessionSecret).update(`console-csrf:${binding}`).digest("base64url");
  const deviceMac = (deviceId: string, accountId: string) =>
    createHmac("sha256", deps.sessionSecret).update(`console-device:${deviceId}:${accountId}`).digest("base64url");
  const knownDevice = (value: string | undefined | null): KnownDevice | undefined => {
    const [id, accountId, mac, ...rest] = (value ?? "").split(".");
    if (!id || !accountId || !mac || rest.length > 0 || id.length > 64 || accountId.length > 64) return undefined;
    return sameEnough(mac, deviceMac(id, accountId)) ? { id, accountId } : undefined;
  };

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
    // An empty segment ("/console//x") or a name after "/console." other than "data" is no console
    // page; React Router would match it to a store's page, which the operator host cannot render.
    if ((!isConsolePath(path) || !CONSOLE_ROUTE_PATH.test(path)) && path !== "/__manifest") {
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

    // Until a new password is chosen, the password page is the whole console (decision 0075).
    if (session?.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(path.toLowerCase().replace(/\.data$/, ""))) {
      c.header("Cache-Control", "no-store");
      for (const value of setCookies) c.header("Set-Cookie", value, { append: true });
      if (c.req.method === "GET" && !path.endsWith(".data")) return c.redirect(`${CONSOLE_PREFIX}/password`, 302);
      return c.html(REFUSED, 403);
    }

    if (!SAFE_METHODS.has(c.req.method)) {
      // Everything that needs no body first (decision 0070): the origin, the session (above), the
      // token sent beside the body, the size. A body is read only up to this request's limit.
      const refuse = (status: 400 | 403 | 413, html: string) => {
        c.header("Cache-Control", "no-store");
        // A refused body is not read: the connection closes rather than take in the rest of it.
        if (c.req.raw.body) c.header("Connection", "close");
        return c.html(html, status);
      };
      if (crossOrigin(c)) return refuse(403, REFUSED);
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      const beside = tokenBesideBody(c);
      if (beside !== null && !sameEnough(beside, csrfToken)) return refuse(403, REFUSED);
      // A multipart form (an upload) sends its token in the address, so its file is never read unchecked.
      if (beside === null && !type.startsWith("application/x-www-form-urlencoded")) return refuse(403, REFUSED);
      const limit = bodyLimitFor(deps.bodyLimits ?? DEFAULT_LIMITS, path, type, session !== null);
      const body = await readBoundedBody(c.req.raw, limit);
      if (body === "tooLarge")
        return refuse(
          413,
          page("Request too large", `The form is larger than this page accepts (${describeBytes(limit)}).`),
        );
      if (beside === null) {
        const text = decodeUtf8(body);
        const sent = text === null ? null : new URLSearchParams(text).get(CSRF_FIELD);
        if (!sent || !sameEnough(sent, csrfToken)) return refuse(403, REFUSED);
      }
      // The raw type: a multipart boundary is case-sensitive.
      const field = unstorableBodyField(c.req.header("content-type") ?? "", body, false);
      if (field !== null)
        return refuse(
          400,
          page(
            "Request refused",
            `The field “${escapeHtml(field)}” ${englishMessage(shopperMessage("input.unstorableText"))}`,
          ),
        );
      // React Router reads the same bytes.
      c.req.raw = new Request(c.req.raw, { body: body as Uint8Array<ArrayBuffer> });
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
          device: knownDevice(readCookie(cookies, DEVICE_COOKIE)),
        });
        if (!result.ok) return result;
        const device = `${result.deviceId}.${result.actor.id}.${deviceMac(result.deviceId, result.actor.id)}`;
        setCookies.push(cookie(DEVICE_COOKIE, device, { maxAge: DEVICE_COOKIE_DAYS * 24 * 3600, secure }));
        return {
          ok: true,
          setCookie: cookie(SESSION_COOKIE, result.token, { maxAge: deps.sessionHours * 3600, secure }),
          mustChangePassword: result.mustChangePassword,
        };
      },
      async signOut() {
        if (session) await endSession(deps.db, session, deps.now());
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
