// @vitest-environment happy-dom
// The track-order page (spec §2 /shop/track-order) in a routes stub: the field messages, the call it
// makes, the status, shipment and history it shows, and the refusals it words for the shopper.
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute, stubApi } from "../testing/render-route";
import TrackOrderPage from "./track-order";

const SHIPPED = {
  orderNumber: "1042",
  status: "Shipped",
  createdAt: "2026-11-20T15:00:00.000Z",
  total: 61.5,
  items: 3,
  delivery: "shipping",
  shippingCarrier: "ups",
  shippingService: "UPS Ground",
  history: [
    { status: "Processing", at: "2026-11-20T15:00:00.000Z" },
    { status: "Shipped", at: "2026-11-22T09:30:00.000Z" },
  ],
  shipment: { carrier: "UPS", trackingNumber: "1Z999AA10123456784", at: "2026-11-22T09:30:00.000Z" },
};

function fill(orderNumber: string, email: string) {
  fireEvent.change(screen.getByLabelText("Order ID"), { target: { value: orderNumber } });
  fireEvent.change(screen.getByLabelText("Email address"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Track" }));
}

describe("track order page", () => {
  it("marks both empty fields *Required and an address without a domain *Invalid email address, asking nothing", () => {
    const calls = stubApi(() => [500, {}]);
    renderRoute(TrackOrderPage, "/shop/track-order");
    fireEvent.click(screen.getByRole("button", { name: "Track" }));
    expect(screen.getByLabelText("Order ID").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Order ID").getAttribute("aria-describedby")).toBe("track-orderNumber-error");
    expect(document.getElementById("track-orderNumber-error")?.textContent).toBe("*Required");
    expect(document.getElementById("track-email-error")?.textContent).toBe("*Required");
    fill("1042", "parent@club");
    expect(document.getElementById("track-email-error")?.textContent).toBe("*Invalid email address");
    expect(document.getElementById("track-orderNumber-error")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("posts the trimmed order number and address and shows the status, shipment and history", async () => {
    const calls = stubApi(() => [200, { data: SHIPPED }]);
    renderRoute(TrackOrderPage, "/shop/track-order");
    fill(" 1042 ", " parent@example.com ");
    const result = await screen.findByRole("region", { name: "Order 1042" });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/promo/ecommerce/order-tracking",
        body: { orderNumber: "1042", email: "parent@example.com" },
      },
    ]);
    expect(within(result).getByTestId("tracked-status").textContent).toBe("Shipped");
    expect(within(result).getByTestId("tracked-carrier").textContent).toBe("UPS");
    expect(within(result).getByTestId("tracked-tracking-number").textContent).toBe("1Z999AA10123456784");
    const history = within(result).getByRole("list");
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Processing", "Shipped"]);
  });

  it("says the order was not found on a 404 and words a rate limit as the server does", async () => {
    stubApi(() => [404, { message: "Not found" }]);
    const { unmount } = renderRoute(TrackOrderPage, "/shop/track-order");
    fill("9999", "parent@example.com");
    expect(await screen.findByText("We could not find an order with this number and e-mail address.")).toBeTruthy();
    unmount();
    stubApi(() => [429, { message: "Too many attempts. Please try again in 2 minutes." }]);
    renderRoute(TrackOrderPage, "/shop/track-order");
    fill("9999", "parent@example.com");
    expect(await screen.findByText("Too many attempts. Please try again in 2 minutes.")).toBeTruthy();
  });

  it("is worded in Arabic on an Arabic page, its messages too", () => {
    stubApi(() => [500, {}]);
    renderRoute(TrackOrderPage, "/shop/track-order", "ar");
    fireEvent.click(screen.getByRole("button", { name: "تتبع" }));
    expect(screen.queryByText("*Required")).toBeNull();
    expect(document.getElementById("track-email-error")?.textContent).not.toBe("");
  });
});
