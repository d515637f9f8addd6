// /console: the first section the operator may use, or the sign-in page.
import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { can } from "~core/operators/permissions";
import { CONSOLE_NAV } from "../../console/nav";
import { requireActor } from "../../console/console.server";

export function loader({ context, request }: Route.LoaderArgs) {
  const { actor } = requireActor(context, request);
  const first = CONSOLE_NAV.find((entry) => can(actor, entry.action));
  throw redirect(first?.to ?? "/console/password");
}

export default function ConsoleIndex() {
  return null;
}
