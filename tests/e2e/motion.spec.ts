// Moving content the shopper can stop (WCAG 2.2.2): the home slider's autoplay has a pause control,
// and slide changes are announced only while it does not move by itself (ARIA carousel pattern).
import { expect, test } from "./fixtures";
import { open } from "./shopping-helpers";

test("the home slider's autoplay can be stopped with a button", async ({ page }) => {
  await open(page, "/");
  const slider = page.getByRole("region", { name: "Highlights" });
  const slides = slider.getByTestId("slides");
  await expect(slides).toHaveAttribute("aria-live", "off");
  const pause = slider.getByRole("button", { name: "Pause slideshow" });
  await pause.press("Enter");
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  // Focus and pointer away from the slider: the button alone keeps it still.
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.mouse.move(1, 1);
  await expect(slides).toHaveAttribute("aria-live", "polite");
});
