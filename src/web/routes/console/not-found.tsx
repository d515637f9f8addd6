// A console address that names no page: 404, shown by the console layout's error page (issue 45).
import { requireConsole } from "../../console/console.server";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs): never {
  requireConsole(context);
  throw new Response("No such console page.", { status: 404 });
}

export function action({ context }: Route.ActionArgs): never {
  requireConsole(context);
  throw new Response("No such console page.", { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
