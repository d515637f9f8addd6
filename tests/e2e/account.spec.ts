// The account area (spec §2 /account/*): the nav entries, the order history's 3 pages with
// the sample statuses, order details, and forms that check their input with the spec's messages and
// then say the feature is not available instead of pretending to save.
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

const NAV = [
  ["Dashboard", "/account/dashboard", "Dashboard"],
  ["Edit Profile", "/account/profile", "Edit Profile"],
  ["Order History", "/account/orders", "Order History"],
  ["Order Details", "/account/orders/5320", "Order #5320"],
  ["Addresses", "/account/addresses", "Addresses"],
  ["Edit Address", "/account/addresses/1", "Edit Address"],
  ["Password", "/account/password", "Password"],
] as const;

const NOT_AVAILABLE = "This store does not offer this feature, so nothing was sent or saved.";

test("/account opens the dashboard, and every nav entry opens its page", async ({ page }) => {
  await open(page, "/account");
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const nav = page.getByRole("navigation", { name: "Account" });
  for (const [entry, path, heading] of NAV) {
    await nav.getByRole("link", { name: entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(nav.getByRole("link", { name: entry, exact: true })).toHaveAttribute("aria-current", "page");
  }
  // Logout points to the login page, which a public store does not need: it goes home.
  await nav.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("order history: 3 pages with Pending, Shipped, Completed and On hold, each order opens", async ({ page }) => {
  await open(page, "/account/orders");
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(5);
  const statuses = new Set<string>();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  for (const n of [1, 2, 3]) {
    if (n > 1) await pagination.getByRole("link", { name: `Page ${n}` }).click();
    await expect(pagination.getByRole("link", { name: `Page ${n}` })).toHaveAttribute("aria-current", "page");
    await expect(rows).toHaveCount(5);
    for (const text of await rows.locator("td:nth-child(3)").allInnerTexts()) statuses.add(text.trim());
  }
  expect([...statuses].sort()).toEqual(["Completed", "On hold", "Pending", "Shipped"]);
  await expect(pagination.getByRole("link", { name: "Page 4" })).toHaveCount(0);

  const first = await rows.first().getByRole("rowheader").innerText();
  const id = first.replace("#", "");
  await rows
    .first()
    .getByRole("link", { name: `View order ${id}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order #${id}`);
  await expect(page.getByTestId("order-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByRole("heading", { name: "Billing Address" })).toBeVisible();

  // An order that does not exist goes back to the history.
  await open(page, "/account/orders/999999");
  await expect(page).toHaveURL(/\/account\/orders$/);
});

test("Edit Profile checks each field with the spec's messages, then says nothing was saved", async ({ page }) => {
  await open(page, "/account/profile");
  await expect(page.getByLabel("First Name")).toHaveValue("Ryan");
  await page.getByLabel("First Name").fill("");
  await page.getByLabel("Email Address").fill("ryan@");
  await page.getByLabel("Phone Number").fill("312555");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("*Required")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("*Invalid email address")).toBeVisible();
  await expect(page.getByText("*Phone cannot be longer or shorter than 10 digits")).toBeVisible();
  await expect(page.getByTestId("unavailable")).toHaveCount(0);

  await page.getByLabel("First Name").fill("Mary Ann");
  await page.getByLabel("Email Address").fill("mary@example.com");
  await page.getByLabel("Phone Number").fill("3125550100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("unavailable")).toHaveText(NOT_AVAILABLE);
  await expect(page.getByLabel("First Name")).toHaveValue("Mary Ann");
});

test("Edit Address keeps the address form's rules; Add New starts empty; Remove changes nothing", async ({ page }) => {
  await open(page, "/account/addresses");
  await page
    .getByRole("button", { name: /^Remove the address of/ })
    .first()
    .click();
  await expect(page.getByTestId("unavailable")).toHaveText(NOT_AVAILABLE);
  await expect(page.getByRole("button", { name: /^Remove the address of/ })).toHaveCount(2);

  await page.getByRole("link", { name: "Add New" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Address");
  await page.getByLabel("State").fill("I1");
  await page.getByLabel("ZIP Code").fill("606");
  await page.getByLabel("Company").fill("x".repeat(51));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("First Name")).toHaveAccessibleDescription("*Required");
  await expect(page.getByLabel("State")).toHaveAccessibleDescription("*Numbers not allowed");
  await expect(page.getByLabel("ZIP Code")).toHaveAccessibleDescription("*ZIP cannot be shorter than 5 digits");
  await expect(page.getByLabel("Company")).toHaveAccessibleDescription("*Company name is longer than usual");
  await expect(page.getByLabel("Country")).toHaveAccessibleDescription("*Required");

  await open(page, "/account/addresses/1");
  await expect(page.getByLabel("City")).toHaveValue("Chicago");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("unavailable")).toHaveText(NOT_AVAILABLE);
});

test("Password asks for 8 characters and the same new password twice", async ({ page }) => {
  await open(page, "/account/password");
  await page.getByLabel("Current Password").fill("old-secret");
  await page.getByLabel(/^New Password/).fill("short");
  await page.getByLabel("Reenter New Password").fill("short");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByText("*Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel(/^New Password/).fill("long enough");
  await page.getByLabel("Reenter New Password").fill("long enuf");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByText("*Passwords do not match")).toBeVisible();
  await page.getByLabel("Reenter New Password").fill("long enough");
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page.getByTestId("unavailable")).toHaveText(NOT_AVAILABLE);
});

test("in Russian and Arabic: translated pages, statuses and validation messages", async ({ page }) => {
  await open(page, "/account/orders?lang=ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("История заказов");
  await expect(page.getByTestId("order-row").first()).toContainText("Ожидает");
  await open(page, "/account/profile");
  await page.getByLabel(/^Имя/).fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByLabel(/^Имя/)).toHaveAccessibleDescription("*Обязательное поле");

  await open(page, "/account/dashboard?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة التحكم");
  await expect(
    page.getByRole("navigation", { name: "الحساب" }).getByRole("link", { name: "سجل الطلبات" }),
  ).toBeVisible();
});
