// Console section "catalogue": its permission and place are set; its page is still to be built
// (docs/recipes/console-page.md). Replace the body, keep the requireCan check.
import type { Route } from "./+types/catalogue";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "nav.catalogue");
}

export function loader({ context, request }: Route.LoaderArgs) {
  requireCan(context, request, "catalogue.read");
  return null;
}

export default function ConsoleSection() {
  const ct = useConsoleText();
  return (
    <>
      <ConsolePageTitle>{ct("nav.catalogue")}</ConsolePageTitle>
      <p>{ct("pending.text")}</p>
    </>
  );
}
