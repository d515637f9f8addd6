// The order page's ShipStation panel (issue 46): where the order stands at ShipStation, and the
// buttons that send it and buy its label (posted to /console/orders/:id/shipstation without leaving
// the page; the page's data is loaded again afterwards, so the new status shows).
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "../components/button";
import { CsrfField, FormNotice, useConsoleText } from "./ui";

/** What the panel's action answers (routes/console/order-shipstation.ts). */
export type ShipStationActionResult = { ok: true; intent: "push" | "label" } | { ok: false; message: string };

export interface ShipStationPanelData {
  orderId: string;
  storeId: string;
  pickup: boolean;
  canWrite: boolean;
  canSetUp: boolean;
  enabled: boolean;
  shipment: {
    state: "pushed" | "label_requested" | "labelled" | "shipped";
    shipStationOrderId: string | null;
    carrierName: string | null;
    trackingNumber: string | null;
    hasLabel: boolean;
    lastError: string | null;
  } | null;
}

export function ShipStationPanel({ data }: { data: ShipStationPanelData }) {
  const ct = useConsoleText();
  const fetcher = useFetcher<ShipStationActionResult>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const shipment = data.shipment;
  if (data.pickup) return <p>{ct("shipstation.pickUpHint")}</p>;
  if (!data.enabled)
    return (
      <p>
        {ct("shipstation.notSetUp")}{" "}
        {data.canSetUp && (
          <Link to={`/console/stores/${data.storeId}/shipstation`} className="underline">
            {ct("shipstation.setUp")}
          </Link>
        )}
      </p>
    );
  const done = shipment?.state === "labelled" || shipment?.state === "shipped";
  return (
    <div className="grid gap-3">
      {result?.ok && (
        <FormNotice tone="success">
          {ct(result.intent === "push" ? "shipstation.done.push" : "shipstation.done.label")}
        </FormNotice>
      )}
      {result && !result.ok && <FormNotice tone="error">{result.message}</FormNotice>}
      <p>
        {!shipment
          ? ct("shipstation.none")
          : ct(`shipstation.state.${shipment.state}`, {
              id: shipment.shipStationOrderId ?? "",
              carrier: `\u2068${shipment.carrierName ?? ""}\u2069`,
              tracking: `\u2068${shipment.trackingNumber ?? ""}\u2069`,
            })}
      </p>
      {shipment?.lastError && !done && (
        <p className="text-sm text-gray-700">{ct("shipstation.lastError", { error: shipment.lastError })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {data.canWrite && !done && (
          <fetcher.Form method="post" action={`/console/orders/${data.orderId}/shipstation`} className="contents">
            <CsrfField />
            {!shipment && (
              <Button type="submit" name="intent" value="push" disabled={busy}>
                {ct("shipstation.push")}
              </Button>
            )}
            <Button type="submit" name="intent" value="label" disabled={busy}>
              {ct("shipstation.label")}
            </Button>
          </fetcher.Form>
        )}
        {shipment?.hasLabel && (
          <a href={`/console/orders/${data.orderId}/label.pdf`} className={buttonClass("md")} download>
            {ct("shipstation.download")}
          </a>
        )}
      </div>
    </div>
  );
}
