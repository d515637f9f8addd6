// Console section "orders": its permission and place are set; its page is still to be built
// (docs/recipes/console-page.md). Replace the body, keep the requireCan check.
import type { Route } from "./+types/orders";
import { requireCan } from "../../console/console.server";
import { ConsolePageTitle, consoleTitle, useConsoleText } from "../../console/ui";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "nav.orders");
}

export function loader({ context, request }: Route.LoaderArgs) {
  requireCan(context, request, "orders.read");
  return null;
}

export default function ConsoleSection() {
  const ct = useConsoleText();
  return (
    <>
      <ConsolePageTitle>{ct("nav.orders")}</ConsolePageTitle>
      <p>{ct("pending.text")}</p>
    </>
  );
}
