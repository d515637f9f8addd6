// A shopper pays by card through Stripe (issue 47) with no network: a second server with
// PAYMENT_PROVIDER=stripe and test keys, pointed at the loopback fake of Stripe's API, whose Stripe.js
// stand-in (src/server/testing/stripe-js-stand-in.ts, Stripe.js's documented interface) renders the
// Payment Element and the 3-D Secure challenge. The fake's webhooks reach the server signed as Stripe's.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeStripe, type FakeStripe } from "../../src/server/testing/fake-stripe";
import { startArgs } from "../../scripts/start-args.mjs";
import { expect, test } from "./fixtures";
import { fillAddress, waitForEstimates } from "./checkout-helpers";
import { addToCart, hydrated, quantity } from "./shopping-helpers";

const WEBHOOK_SECRET = "whsec_e2e0123456789";
let fake: FakeStripe;
let server: ChildProcess;
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  fake = await startFakeStripe();
  const port = await freePort();
  base = `http://demo.localhost:${port}`;
  server = spawn(process.execPath, startArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), "storefront-e2e-stripe-")),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_e2e0123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e0123",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      STRIPE_JS_URL: fake.jsUrl,
    },
    stdio: "ignore",
  });
  fake.webhooks({ url: `http://127.0.0.1:${port}/payments/stripe/webhook`, secret: WEBHOOK_SECRET });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 50_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await fake.close();
});

test("a card that asks for 3-D Secure is authenticated in the checkout, then the order is placed; the Test mode notice stays", async ({
  page,
}) => {
  await page.goto(`${base}/shop/products/heavyweight-cotton-tee`);
  await hydrated(page);
  await quantity(page, "S", "Gold").fill("1");
  await addToCart(page, "Heavyweight Cotton Tee");
  await page.goto(`${base}/shop/checkout`);
  await hydrated(page);
  await expect(page.getByText("Test mode", { exact: false }).first()).toBeVisible();
  await fillAddress(page, "shipping", "stripe@example.com");
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();

  const dialog = page.getByRole("dialog", { name: "Card Details" });
  const element = dialog.getByRole("group", { name: "Payment details" });
  await element.getByLabel("Card number").fill("4000002500003155");
  await element.getByLabel("Expiration date (MM / YY)").fill("12/39");
  await element.getByLabel("Security code").fill("123");
  await dialog.getByRole("button", { name: "Order", exact: true }).click();

  // Stripe.js's next action: the stand-in's 3-D Secure page.
  const challenge = page.getByRole("dialog", { name: "3D Secure authentication" });
  await challenge.getByRole("button", { name: "Complete" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  await expect(page.getByTestId("order-number")).not.toHaveText("");
  const intents = [...fake.intents.values()];
  expect(intents.map((i) => [i.status, i.capture_method])).toEqual([["succeeded", "manual"]]);
  // The card number went to Stripe (the fake) only: no call of ours carried it.
  expect(
    fake.calls
      .filter((c) => c.path === "/v1/payment_intents")
      .every((c) => !JSON.stringify(c.body).includes("4000002500003155")),
  ).toBe(true);
});
