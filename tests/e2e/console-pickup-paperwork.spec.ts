// A pick-up order's life after the sale, as staff run it (issue 46, docs/decisions/0081, 0097, 0107),
// in Chromium: a shopper places a pick-up order on the store front; a staff member moves it into
// production with the bulk status change, marks it Ready for pick-up on its page (the shopper's e-mail
// says where, when and what to bring), prints the pick-up list, the packing slip and the bag labels
// (their content checked on the print pages, each passing axe in English and in Arabic, right to
// left), and marks it Picked up (its own e-mail, never "delivered").
//
// Every page is opened with its language in the address: the console keeps the last language asked for,
// so a page opened bare after an Arabic print page is in Arabic (this journey once waited its whole
// 10 minutes for an English "New status" on an Arabic order page). Actions and navigations have their
// own time limit here, so a control that is not there fails the step that wanted it, at once.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { CONSOLE, OWNER, createStaffAccount, signIn } from "./console-helpers";
import { expect as baseExpect, test, type Page } from "./fixtures";
import { cartWithTees, fillAddress, openCheckout, payWithCard, waitForEstimates } from "./checkout-helpers";

const PLACE = "Lakeside High School Athletic Office";
// A long journey on a shared machine: pages may take longer than the suite's 7 s to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(found, label).toEqual([]);
}

/** The same print page in Arabic: right to left, and still no axe violations. */
async function expectArabicPasses(page: Page, label: string) {
  const url = new URL(page.url());
  url.searchParams.set("lang", "ar");
  await page.goto(url.toString());
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, `${label} ar`);
}

/** The text of the e-mails in the outbox (the file transport's .eml files), quoted-printable decoded. */
function outboxMails(): string[] {
  const outbox = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => {
      const raw = readFileSync(join(outbox, file), "latin1");
      const decoded = raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      // Text only: the order number sits in an isolating span.
      return Buffer.from(decoded, "latin1")
        .toString("utf8")
        .replace(/<[^>]+>/g, "");
    });
}

async function placePickupOrder(page: Page, email: string): Promise<string> {
  await cartWithTees(page, 2);
  await openCheckout(page);
  await page.getByRole("radio", { name: "Pick Up", exact: true }).check();
  await page.getByRole("radio", { name: new RegExp(`^Pick Up — ${PLACE}`) }).check();
  await fillAddress(page, "billing", email);
  await waitForEstimates(page);
  await page.getByLabel("I have read and agree to the").check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await payWithCard(page, "4242424242424242");
  await expect(page).toHaveURL(/\/shop\/checkout\/success$/);
  const orderNumber = ((await page.getByTestId("order-number").textContent()) ?? "").trim();
  expect(orderNumber).not.toBe("");
  return orderNumber;
}

async function changeStatus(page: Page, status: string) {
  await page.getByLabel("New status").selectOption(status);
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The order is now ${status}.` })).toBeVisible();
}

test("staff take a pick-up order from production to picked up, with its e-mails and its paper", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `pickup-paper-${stamp}@example.com`;
  const staff = { email: `pickup-staff-${stamp}@example.com`, password: "pickup-staff-pass-1" };
  const orderNumber = await placePickupOrder(page, email);

  await signIn(page, OWNER);
  await createStaffAccount(page, staff);
  await signIn(page, staff);

  // Into production with the bulk status change, on the list filtered to the shopper.
  const list = `${CONSOLE}/console/orders?q=${encodeURIComponent(email)}&lang=en`;
  await page.goto(list);
  await page.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
  await page.getByLabel("New status").selectOption("In production");
  await page.getByRole("button", { name: "Review the change" }).click();
  await expect(page.getByRole("heading", { name: "Change 1 order to In production?" })).toBeVisible();
  await page.getByRole("button", { name: "Change 1 order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 order changed to In production." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: orderNumber })).toContainText("In production");

  // Ready for pick-up on its page; the shopper is told where, when and what to bring.
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page).toHaveURL(/\/console\/orders\/[^/?]+(\?|$)/);
  const orderPage = page.url().replace(/\?.*$/, "");
  await changeStatus(page, "Ready for pick-up");
  await expect
    .poll(() => outboxMails().find((mail) => mail.includes(`Your order ${orderNumber} is ready for pick-up.`)), {
      timeout: 60_000,
    })
    .toBeDefined();
  const ready = outboxMails().find((mail) => mail.includes(`Your order ${orderNumber} is ready for pick-up.`))!;
  expect(ready).toContain(`Where: ${PLACE}, 1200 Lakeshore Drive`);
  expect(ready).toContain("When: Weekdays 3–6 pm; bring your order number.");
  expect(ready).toContain(`Please bring your order number ${orderNumber} and a photo ID`);
  expect(ready).not.toContain("has been delivered");

  // The packing slip: where it is picked up and every unit with a box to tick.
  await page.getByRole("link", { name: "Packing slip" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /packing slip/ })).toBeVisible();
  await expect(page.getByText("Pick-up at")).toBeVisible();
  await expect(page.getByText(PLACE).first()).toBeVisible();
  const units = page.getByRole("table").getByRole("row").filter({ hasText: "Heavyweight Cotton Tee" });
  await expect(units).toHaveCount(2);
  await expect(units.first()).toContainText("Gold");
  await expect(units.first()).toContainText("S");
  await expect(page.getByText("2 units to pack")).toBeVisible();
  await expectNoAxeViolations(page, "packing slip en");
  await expectArabicPasses(page, "packing slip");

  // The bag labels: the shopper's unnamed items in their own bag.
  await page.goto(`${orderPage}/bag-labels?lang=en`);
  const bag = page.getByRole("listitem", { name: "Bag of Ana Lopez" });
  await expect(bag).toBeVisible();
  await expect(bag).toContainText(orderNumber);
  await expect(bag).toContainText("Sizes: S");
  await expect(bag).toContainText("2 items");
  await expect(bag).toContainText("Heavyweight Cotton Tee — Gold — S");
  await expectNoAxeViolations(page, "bag labels en");
  await expectArabicPasses(page, "bag labels");

  // The pick-up list of the place, with a signature column.
  await page.goto(`${CONSOLE}/console/orders/pick-up-list?store=demo&location=${encodeURIComponent(PLACE)}&lang=en`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Lakeside Eagles Team Store: pick-up list, ${PLACE}` }),
  ).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Signature" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Ana Lopez");
  await expect(row).toContainText(PLACE);
  await expectNoAxeViolations(page, "pick-up list en");
  await expectArabicPasses(page, "pick-up list");

  // Picked up: its own e-mail, and the order leaves the pick-up list.
  await page.goto(`${orderPage}?lang=en`);
  await changeStatus(page, "Picked up");
  await expect
    .poll(() => outboxMails().some((mail) => mail.includes(`Your order ${orderNumber} has been picked up.`)), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.goto(`${CONSOLE}/console/orders/pick-up-list?store=demo&location=${encodeURIComponent(PLACE)}&lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: orderNumber })).toHaveCount(0);
});
