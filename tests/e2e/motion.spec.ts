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

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the slides change without gliding, and nothing moves by itself", async ({ page }) => {
    await open(page, "/");
    const slider = page.getByRole("region", { name: "Highlights" });
    const track = slider.getByTestId("slides").locator("> div");
    // The carousel engine has taken over (its loop positions the slides with translate3d).
    await expect(track.locator("> div").first()).toHaveAttribute("style", /translate3d/, { timeout: 15_000 });
    await expect(slider.getByRole("button", { name: "Pause slideshow" })).toHaveCount(0);
    // Every frame's position for half a second after Next: one jump, no positions in between.
    const positions = await track.evaluate(async (element) => {
      const seen = new Set<string>();
      const next = element.closest("section")!.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!;
      next.click();
      const until = performance.now() + 500;
      while (performance.now() < until) {
        seen.add(getComputedStyle(element).transform);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return [...seen];
    });
    expect(positions.length, positions.join(" | ")).toBeLessThanOrEqual(2);
    await expect(slider.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });
});
