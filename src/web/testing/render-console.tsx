// Console components rendered in Vitest (happy-dom) the way the console lays them out: inside the
// console route's layout data (the language's real console texts and direction) and a named form, so a
// test finds them with `findByRole("form", { name })`. A test file opts in with
// `// @vitest-environment happy-dom`.
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach } from "vitest";
import type { Locale } from "~core/i18n/locale";
import { CONSOLE_CATALOGS } from "../console/i18n";
import type { ConsoleLayoutData } from "../console/ui";

afterEach(cleanup);

/** Renders `element` in a form named `form` under the console's layout in `locale`; resolves to the form. */
export async function showInConsole(element: ReactNode, { form, locale = "en" }: { form: string; locale?: Locale }) {
  const layout: ConsoleLayoutData = {
    locale,
    dir: locale === "ar" ? "rtl" : "ltr",
    texts: CONSOLE_CATALOGS[locale],
    csrfToken: "t",
    actor: null,
    nav: [],
  };
  const Stub = createRoutesStub([
    {
      id: "console",
      path: "/",
      loader: () => layout,
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <form aria-label={form}>{element}</form> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return screen.findByRole("form", { name: form });
}
