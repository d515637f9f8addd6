// The root loader's shell (store name, direction, access) for components below the root route.
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell.server";

export function useShell(): ShellData {
  const data = useRouteLoaderData("root") as { shell: ShellData } | undefined;
  if (!data) throw new Error("useShell is used outside the root route");
  return data.shell;
}
