// "Notify me" on a closed store, below e2e: the store front's form rendered in Vitest, its requests
// answered by the real app (createApp on a test database) as the store's host, so the form, the
// route, the service and the outbox are exercised together without a browser.
import "./dom";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~server/db/connect";
import { importDemoStores } from "~server/modules/catalog/demo-stores.fixture";
import { listOutbox } from "~server/modules/mail/outbox.repository";
import { createTestApi } from "~server/testing/api-app";
import { createTestDatabase } from "~server/testing/test-db";
import { NotifyMeForm } from "~web/features/store-window/notify-me-form";
import { renderRoute } from "~web/testing/render-route";
import { serveApiFrom } from "./real-app";

describe("notify me on a closed store, form and real app", () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    await importDemoStores(database.db, ["closed"]);
  });
  afterEach(async () => {
    await database.close();
  });

  it("signs the address up and says to check the e-mail; the confirmation mail is queued for it", async () => {
    serveApiFrom(createTestApi(database), "closed.localhost");
    renderRoute(NotifyMeForm, "/");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "parent@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("Check your e-mail: we sent you a link to confirm your address.")).toBeTruthy();
    const mails = await listOutbox(database.db);
    expect(mails.map((mail) => [mail.store_id, mail.to_address])).toEqual([["closed", "parent@example.com"]]);
    expect(mails[0]?.html).toContain("/api/promo/stores/notify-me/confirm?id=");
  });

  it("shows the server's refusal of a malformed address next to the field, and queues nothing", async () => {
    serveApiFrom(createTestApi(database), "closed.localhost");
    renderRoute(NotifyMeForm, "/");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "parent@" } });
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }));
    await screen.findByRole("button", { name: "Notify me" });
    await expect.poll(() => screen.getByLabelText("E-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("notify-answer").textContent).toBe("");
    expect(await listOutbox(database.db)).toEqual([]);
  });
});
