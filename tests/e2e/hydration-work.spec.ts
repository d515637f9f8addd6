// After hydration the page is not rendered again (docs/performance.md, 2026-11-26 client): React
// Router re-renders its route components on every change of its state, and lazy route discovery
// changes it right after hydration (the routes of the page's links); carousels set state from their
// refs. Each re-render of the whole page was one long task of 70–110 ms under 4× CPU slowdown. The
// page's commits are read through React's DevTools hook: how many elements each one updated.
import { expect, test } from "./fixtures";
import { hydrated } from "./shopping-helpers";

/** The most elements one commit after hydration may update (a whole page is 550–920). */
const MOST_UPDATED = 250;

for (const path of ["/", "/shop", "/shop/products/heavyweight-cotton-tee"]) {
  test(`${path}: no commit after hydration renders the page again`, async ({ page }) => {
    await page.addInitScript(() => {
      const commits: number[] = [];
      Object.assign(window, { __commits: commits });
      type Fiber = {
        tag: number;
        flags: number;
        subtreeFlags: number;
        alternate: Fiber | null;
        child: Fiber | null;
        sibling: Fiber | null;
      };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot(_id: number, root: { current: Fiber }) {
            // Host elements (tag 5) placed (flag 2) or updated (flag 4) in this commit; subtrees
            // without flags were not rendered.
            let updated = 0;
            const stack: Fiber[] = [root.current];
            while (stack.length > 0) {
              const fiber = stack.pop()!;
              if (fiber.tag === 5 && fiber.alternate && fiber.flags & 6) updated++;
              if (fiber.sibling) stack.push(fiber.sibling);
              if (fiber.child && fiber.subtreeFlags & 0x3fff) stack.push(fiber.child);
            }
            commits.push(updated);
          },
        },
      });
    });
    await page.goto(path);
    await hydrated(page);
    // Lazy route discovery fetches the links' routes once the page is idle.
    await page
      .waitForResponse((response) => response.url().includes("/__manifest"), { timeout: 10_000 })
      .catch(() => {});
    await page.waitForTimeout(1_500);
    const commits = await page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
    expect(commits.length).toBeGreaterThan(1);
    expect(Math.max(...commits)).toBeLessThanOrEqual(MOST_UPDATED);
  });
}
