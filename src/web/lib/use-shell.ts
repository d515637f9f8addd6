// The root loader's shell (store name, direction, access) for components below the root route.
//
// Given through a context of its own rather than read with useRouteLoaderData("root"): that hook
// re-renders its component on every change of the router's state, and the router's state changes
// after every page's hydration when lazy route discovery patches in the routes of the page's links.
// A product card reading the shell that way re-rendered with every card of the page
// (docs/performance.md, 2026-11-26 client). The shell itself changes only with a new document.
import { createContext, useContext } from "react";
import type { ShellData } from "./shell.server";

export const ShellContext = createContext<ShellData | undefined>(undefined);

export function useShell(): ShellData {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell is used outside the root route");
  return shell;
}
