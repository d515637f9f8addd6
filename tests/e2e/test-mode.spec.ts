// While payments go through the built-in test gateway (PAYMENT_PROVIDER=test, the demo's setting),
// every page tells the shopper that no card is really charged (decision 0028).
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("every page shows the 'Test mode — no real charges' notice, in the page's language", async ({ page }) => {
  for (const path of ["/", "/shop", "/shop/cart"]) {
    await open(page, path);
    await expect(page.getByRole("region", { name: "Test mode — no real charges" }), path).toBeVisible();
  }
  await open(page, "/?lang=ar");
  await expect(page.getByTestId("test-mode")).toHaveText("وضع الاختبار — لا تُخصم أي مبالغ حقيقية");
});
