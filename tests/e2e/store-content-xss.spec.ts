// Store content HTML is sanitised with an allow-list before it renders (ARCHITECTURE §6,
// QUALITY stored XSS): hostile html sections, slide texts and footer items never run.
import { expect, test } from "./fixtures";

const port = process.env.E2E_PORT;
const ADMIN_KEY = "e2e-admin-key-0123456789";
const HOSTILE = `<img src="/nope.png" onerror="window.__xss='img'"><script>window.__xss='script'</script><a href="javascript:window.__xss='link'">click</a><p onclick="window.__xss='p'" style="color:red">kept text</p><iframe src="https://example.com"></iframe><svg onload="window.__xss='svg'"></svg>`;

test.beforeAll(async ({ request }) => {
  // The admin API answers on any host; Node resolves plain localhost.
  const response = await request.put(`http://localhost:${port}/api/admin/stores/xss`, {
    headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    data: {
      domains: ["xss.localhost"],
      data: {
        primaryInformation: { storeURL: "xss.localhost", storeName: "Hostile Content Store" },
        footerManagement: {
          footerSectionFirst: {
            title: "Links",
            items: [
              {
                text: `<img src=x onerror="window.__xss='footer'">Footer item`,
                link: "javascript:window.__xss='footer-link'",
              },
            ],
          },
        },
        contentManagement: [
          {
            name: "home",
            url: "/",
            title: "Welcome",
            sections: [
              { type: "html", sort: 0, html: HOSTILE },
              {
                type: "slider",
                sort: 1,
                slides: [
                  {
                    imageFull: "/media/demo/banners/demo-slide-1-full.svg",
                    title: `<img src=x onerror="window.__xss='slide'">Slide title`,
                    text: `<script>window.__xss='slide-script'</script>Slide text`,
                    action: { text: "Go", link: "javascript:window.__xss='action'" },
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
});

test("hostile HTML in sections, slides and footer items never runs and never reaches the page", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`http://xss.localhost:${port}/`);
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/onerror|onclick|onload|javascript:|<iframe|__xss='script'/i);

  await expect(page.getByText("kept text")).toBeVisible();
  await expect(page.getByText("Slide title")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Footer item")).toBeVisible();
  await expect(page.locator("[onerror], [onclick], [onload], iframe, main script, main svg[onload]")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  // Clicking what is left runs nothing either.
  await page.getByText("kept text").click();
  await page.getByRole("main").getByText("click", { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
