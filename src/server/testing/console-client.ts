// A browser of one operator for server tests of the console: it keeps the cookies the console sets
// and the CSRF token of the page it last loaded, and posts forms as the page would.
import type { createTestApp } from "./test-app";

/** The operator host the console tests send their requests to. */
export const CONSOLE_ORIGIN = "http://admin.localhost";

/** A browser of one operator: its cookies, and the CSRF token of the page it last loaded. */
export class ConsoleClient {
  cookies = new Map<string, string>();
  csrf = "";
  /** `address`: the socket address the requests come from (per-client limits); none by default. */
  constructor(
    private readonly app: ReturnType<typeof createTestApp>["app"],
    private readonly address?: string,
  ) {}

  async request(
    path: string,
    init: { method?: string; form?: Record<string, string | string[]>; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) {
        for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
      }
      body = params.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const response = await this.app.request(
      `${CONSOLE_ORIGIN}${path}`,
      { method: init.method ?? (body ? "POST" : "GET"), headers, body },
      this.address ? { incoming: { socket: { remoteAddress: this.address } } } : undefined,
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (/Max-Age=0/.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const text = await response.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (token) this.csrf = token;
    return { response, text };
  }

  /** Posts a form as the page would: with the CSRF token. */
  post(path: string, form: Record<string, string | string[]>) {
    return this.request(path, { form: { _csrf: this.csrf, ...form }, headers: { origin: CONSOLE_ORIGIN } });
  }

  async signIn(who: { email: string; password: string }) {
    await this.request("/console/sign-in");
    return this.post("/console/sign-in", { email: who.email, password: who.password, next: "/console" });
  }
}
