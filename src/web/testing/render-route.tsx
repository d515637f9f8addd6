// Web tests below e2e: a store-front route or feature rendered in Vitest (happy-dom) inside React
// Router's createRoutesStub, with the page language's real message catalogue and the API answered by
// a stubbed fetch that records what was asked. A test file opts in with `// @vitest-environment happy-dom`.
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, vi } from "vitest";
import type { Locale } from "~core/i18n/locale";
import { messagesFor } from "../i18n/catalogs.server";
import { setClientDisplay } from "../i18n/display";
import { registerMessages } from "../i18n/t";

afterEach(() => {
  cleanup();
  setClientDisplay({ locale: "en", currency: "USD", rates: null });
  vi.unstubAllGlobals();
});

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the page's API calls: `answer` gets each call and returns [status, JSON body]. */
export function stubApi(answer: (call: ApiCall) => [number, unknown]): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://demo.localhost");
      const call = {
        method: init.method ?? "GET",
        path: url.pathname + url.search,
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** Renders `Component` as the route at `path` in `locale` (English by default). */
export function renderRoute(Component: ComponentType, path: string, locale: Locale = "en") {
  registerMessages(messagesFor(locale), locale);
  setClientDisplay({ locale, currency: "USD", rates: null });
  const Stub = createRoutesStub([{ path, Component }]);
  return render(<Stub initialEntries={[path]} />);
}
