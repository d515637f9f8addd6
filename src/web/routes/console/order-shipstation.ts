// An order's ShipStation actions (issue 46), posted from the order page's ShipStation panel: send the
// order to ShipStation ("push") or buy its label and mark it shipped ("label"). Owners and staff; the
// service checks the order's store again and records each in the audit log.
import { data } from "react-router";
import type { Route } from "./+types/order-shipstation";
import { formatMessage } from "~core/i18n/messages";
import { field, requireCan } from "../../console/console.server";
import type { ShipStationActionResult } from "../../console/shipstation-panel";

export async function action({ context, request, params }: Route.ActionArgs) {
  const { console } = requireCan(context, request, "orders.write");
  const intent = field(await request.formData(), "intent");
  if (intent !== "push" && intent !== "label")
    return data({ ok: false, message: `Unknown action "${intent.slice(0, 40)}".` } satisfies ShipStationActionResult, {
      status: 400,
    });
  const shipping = console.services.shipping;
  const result = intent === "push" ? await shipping.push(params.orderId) : await shipping.buyLabel(params.orderId);
  if (result.ok) return { ok: true, intent } satisfies ShipStationActionResult;
  return data({ ok: false, message: formatMessage(context.locale, result.message) } satisfies ShipStationActionResult, {
    status: 422,
  });
}
