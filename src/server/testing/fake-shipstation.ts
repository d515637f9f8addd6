// A loopback stand-in for ShipStation's v1 orders and labels API (the calls src/server/providers/
// shipstation-orders.ts makes), with ShipStation's documented behaviour where it matters: createorder
// with an orderKey it knows updates that order; createlabelfororder makes a new shipment every time
// it is called (it is not idempotent); /shipments lists an order's shipments. A test switches faults
// on: an answer withheld past the caller's time limit (after the label was made, as a slow network
// would), a 500, or a label refused.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeShipStationOrder {
  orderId: number;
  orderKey: string;
  orderNumber: string;
  body: Record<string, unknown>;
}

export interface FakeShipStationShipment {
  shipmentId: number;
  orderId: number;
  trackingNumber: string;
  carrierCode: string;
  serviceCode: string;
  voided: boolean;
}

export interface FakeShipStation {
  url: string;
  orders: FakeShipStationOrder[];
  shipments: FakeShipStationShipment[];
  /** Every call: method, path and the Basic credentials it carried. */
  calls: { method: string; path: string; credentials: string }[];
  /** The next calls to this path answer so (one fault per call, first in first out). */
  fail(path: "/orders/createorder" | "/orders/createlabelfororder" | "/shipments", fault: "hang" | "500" | "400"): void;
  /** A label made in ShipStation's own screens. */
  addShipment(orderId: number, trackingNumber: string, carrierCode?: string): void;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
  });

export async function startFakeShipStation(options: { hangMs?: number; port?: number } = {}): Promise<FakeShipStation> {
  const orders: FakeShipStationOrder[] = [];
  const shipments: FakeShipStationShipment[] = [];
  const calls: FakeShipStation["calls"] = [];
  const faults = new Map<string, string[]>();
  let nextOrderId = 1000;
  let nextShipmentId = 5000;
  const hangMs = options.hangMs ?? 1500;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const auth = req.headers.authorization ?? "";
    calls.push({
      method: req.method ?? "",
      path: url.pathname,
      credentials: auth.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString("utf8") : "",
    });
    const body = req.method === "POST" ? (JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>) : {};
    const fault = faults.get(url.pathname)?.shift();
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (fault === "500") return send(500, { Message: "An error has occurred." });
    if (fault === "400") return send(400, { Message: "The request is invalid.", ExceptionMessage: "Invalid service" });
    if (!auth.startsWith("Basic ")) return send(401, { Message: "Unauthorized" });

    let answer: { status: number; json: unknown };
    if (req.method === "POST" && url.pathname === "/orders/createorder") {
      const key = String(body.orderKey ?? "");
      let order = orders.find((o) => o.orderKey === key && key !== "");
      if (order) order.body = body;
      else
        orders.push((order = { orderId: nextOrderId++, orderKey: key, orderNumber: String(body.orderNumber), body }));
      answer = {
        status: 200,
        json: { orderId: order.orderId, orderKey: order.orderKey, orderNumber: order.orderNumber },
      };
    } else if (req.method === "POST" && url.pathname === "/orders/createlabelfororder") {
      const orderId = Number(body.orderId);
      if (!orders.some((o) => o.orderId === orderId)) return send(400, { Message: "Order not found" });
      const shipment = {
        shipmentId: nextShipmentId++,
        orderId,
        trackingNumber: `1Z999AA1${String(nextShipmentId).padStart(10, "0")}`,
        carrierCode: String(body.carrierCode),
        serviceCode: String(body.serviceCode),
        voided: false,
      };
      shipments.push(shipment);
      answer = {
        status: 200,
        json: { ...shipment, shipmentCost: 9.12, labelData: Buffer.from("%PDF-1.4 fake label").toString("base64") },
      };
    } else if (req.method === "GET" && url.pathname === "/shipments") {
      const orderId = Number(url.searchParams.get("orderId"));
      const found = shipments.filter((s) => s.orderId === orderId);
      answer = { status: 200, json: { shipments: found, total: found.length, page: 1, pages: 1 } };
    } else {
      return send(404, { Message: "No such endpoint" });
    }
    // "hang": the work is done (a label made), but the answer arrives after the caller gave up.
    if (fault === "hang") setTimeout(() => send(answer.status, answer.json), hangMs);
    else send(answer.status, answer.json);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    shipments,
    calls,
    fail(path, fault) {
      faults.set(path, [...(faults.get(path) ?? []), fault]);
    },
    addShipment(orderId, trackingNumber, carrierCode = "ups") {
      shipments.push({
        shipmentId: nextShipmentId++,
        orderId,
        trackingNumber,
        carrierCode,
        serviceCode: "ups_ground",
        voided: false,
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
