// Console section "fundraising": its permission and place are set; its page is still to be built
// (docs/recipes/console-page.md). Replace the body, keep the requireCan check.
import type { Route } from "./+types/fundraising";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "nav.fundraising");
}

export function loader({ context, request }: Route.LoaderArgs) {
  requireCan(context, request, "fundraising.read");
  return null;
}

export default function ConsoleSection() {
  const ct = useConsoleText();
  return (
    <>
      <ConsolePageTitle>{ct("nav.fundraising")}</ConsolePageTitle>
      <p>{ct("pending.text")}</p>
    </>
  );
}
