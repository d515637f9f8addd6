// One rule for every text that reaches a database (decision 0070): it is valid UTF-8 (no lone
// surrogate) and holds no NUL. PostgreSQL refuses both (a 500, after a card was already captured for an
// order) while SQLite stores them, so the rule is checked here, at the boundary, for every request's
// address, query and body, before any route reads them: a refusal is a 400 that names the field.
// The console checks its forms with the same functions after its CSRF check (console-http.ts).
import type { Context, MiddlewareHandler } from "hono";
import { shopperMessage } from "~core/i18n/message";
import type { AppEnv } from "~server/context";
import { invalid } from "./errors";

const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

// eslint-disable-next-line no-control-regex -- the NUL is what this rule looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text that may be stored: well-formed (no lone surrogate, which UTF-8 cannot spell) and without NUL. */
export function isStorableText(text: string): boolean {
  // One plain scan first (the lookbehind is slow on long texts); most texts have no surrogate at all.
  if (!SUSPECT.test(text)) return true;
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return fatal.decode(bytes);
  } catch {
    return null;
  }
}

/** The path ("order.lines[0].name") of the first string, or object key, that may not be stored. */
export function unstorableTextPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path || "body";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return at;
      const found = unstorableTextPath(inner, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * One part of an address's query or of a urlencoded body, decoded as URLSearchParams decodes it but
 * strictly: null when its escapes spell bytes that are not UTF-8 (URLSearchParams would put U+FFFD).
 */
export function decodeFormComponent(raw: string): string | null {
  const text = raw.replace(/\+/g, " ");
  if (!text.includes("%")) return text;
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = text.codePointAt(i)!;
      if (code > 0xffff) i++;
      for (const b of encoder.encode(String.fromCodePoint(code))) bytes.push(b);
    }
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

/** The name of the first field of a urlencoded text (a query or a form body) that may not be stored. */
export function unstorableFormField(encoded: string): string | null {
  if (encoded === "") return null;
  for (const pair of encoded.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = decodeFormComponent(rawName);
    if (name === null || !isStorableText(name)) return "field name";
    if (equals < 0) continue;
    const value = decodeFormComponent(pair.slice(equals + 1));
    if (value === null || !isStorableText(value)) return name;
  }
  return null;
}

/** The refusal: 400, naming the field, in the request's language. */
export const unstorableText = (field: string) => invalid(shopperMessage("input.unstorableText"), undefined, field);

/** The address's path segments and query: the name of the first part that may not be stored. */
export function unstorableAddressPart(url: URL): string | null {
  for (const segment of url.pathname.split("/")) {
    const decoded = decodeFormComponent(segment.replace(/\+/g, "%2B"));
    if (decoded === null || !isStorableText(decoded)) return "path";
  }
  return unstorableFormField(url.search.replace(/^\?/, ""));
}

/** `boundary=` of a multipart content type, quoted or not. */
const boundaryOf = (type: string) => /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type)?.slice(1).find(Boolean);
const CRLF2 = Buffer.from("\r\n\r\n");

/**
 * The name of the first text field of a multipart form (form-data) that may not be stored: a field
 * without a filename is text (alt text, an import's mode), its bytes must be UTF-8 without NUL; a file
 * keeps its bytes, but its name must be storable (the media library keeps it). Parts are found by their
 * boundary (RFC 7578); a body that is not a form is left to the route to refuse.
 */
export function unstorableMultipartField(type: string, bytes: Uint8Array): string | null {
  const boundary = boundaryOf(type);
  if (!boundary) return null;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without the CRLF before it.
  let at = body.indexOf(delimiter.subarray(2));
  while (at !== -1) {
    const afterDelimiter = at + (body[at] === 0x0d ? delimiter.length : delimiter.length - 2);
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return null;
    const headersEnd = body.indexOf(CRLF2, afterDelimiter);
    if (headersEnd === -1) return null;
    const next = body.indexOf(delimiter, headersEnd + 4);
    if (next === -1) return null;
    const headers = decodeUtf8(body.subarray(afterDelimiter, headersEnd));
    if (headers === null) return "field name";
    const disposition = /^content-disposition:([^\r\n]*)/im.exec(headers.trimStart())?.[1] ?? "";
    const param = (key: string) =>
      new RegExp(`(?:^|;)\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition)?.[1] ??
      new RegExp(`(?:^|;)\\s*${key}=([^;\\s"]+)`, "i").exec(disposition)?.[1];
    const name = param("name") ?? "";
    if (!isStorableText(name)) return "field name";
    const filename = param("filename");
    if (filename !== undefined) {
      if (!isStorableText(filename)) return name || "file";
    } else {
      const value = decodeUtf8(body.subarray(headersEnd + 4, next));
      if (value === null || !isStorableText(value)) return name || "field";
    }
    at = next;
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- a raw NUL is one of the things it looks for
const RISKY_JSON = /\u0000|\\u(?:0000|[dD][89a-fA-F])/;

const isJson = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
const isForm = (type: string) => type.toLowerCase().startsWith("application/x-www-form-urlencoded");

/** The first field of a body of this content type that may not be stored (a multipart form: its text fields). */
export function unstorableBodyField(type: string, bytes: Uint8Array, asJson: boolean): string | null {
  if (type.toLowerCase().startsWith("multipart/")) return unstorableMultipartField(type, bytes);
  if (bytes.length === 0) return null;
  const text = decodeUtf8(bytes);
  if (text === null) return "body";
  if (isForm(type)) return unstorableFormField(text);
  if (isJson(type) || asJson) {
    // Valid UTF-8 holds no lone surrogate, so a JSON text can only spell a NUL or a lone surrogate
    // with an escape (\u0000, \uD800–\uDFFF) or hold a raw NUL. Without either there is nothing to
    // find, and the body is not parsed a second time (the route parses it): decision 0116.
    if (!RISKY_JSON.test(text)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Malformed JSON is the route's to refuse, with its own words; a NUL in it still is not stored.
      return text.includes("\u0000") ? "body" : null;
    }
    return unstorableTextPath(parsed);
  }
  return null;
}

/**
 * The middleware: every request's address, and the body of every request that may carry one (the
 * body limits have already bounded it), is checked before a route runs. `skip` leaves a request to a
 * handler that checks it itself after its own earlier checks (the operator console).
 */
export function storableTextOnly(
  options: {
    skip?: (c: Context<AppEnv>) => boolean;
    /** Requests whose body the route scans itself as it reads (the catalogue import); their address is checked here.
     * A multipart import's text fields are checked by the route (unstorableMultipartField) once it holds the form. */
    skipBody?: (c: Context<AppEnv>) => boolean;
  } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.skip?.(c)) return next();
    const address = unstorableAddressPart(new URL(c.req.url));
    if (address !== null) throw unstorableText(address);
    if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body || options.skipBody?.(c)) return next();
    const type = c.req.header("content-type") ?? "";
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    // The route reads the same bytes again (a Request's body is read once).
    c.req.raw = new Request(c.req.raw, { body: bytes as Uint8Array<ArrayBuffer> });
    const field = unstorableBodyField(type, bytes, c.req.path.startsWith("/api/"));
    if (field !== null) throw unstorableText(field);
    return next();
  };
}
