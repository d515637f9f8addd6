// The ShipStation label of an order as a PDF download (issue 46); 404 when it has none.
import type { Route } from "./+types/order-label-pdf";
import { requireCan } from "../../console/console.server";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console } = requireCan(context, request, "orders.read");
  const pdf = await console.services.shipping.labelPdf(params.orderId);
  if (!pdf) return new Response("This order has no label.", { status: 404 });
  return new Response(Buffer.from(pdf, "base64"), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="label-${params.orderId.replace(/[^\w-]/g, "")}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
