// The countdown's live region (issue 49): said once after the page settles, again only as the time left
// crosses a threshold (here the last minute), and "closed" at zero. Rendered with fake timers; in the
// browser the root also loads again at zero (window-boundary.ts), which store-front-a11y.spec checks.
import "./dom";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountdownBanner } from "~web/features/store-window/countdown-banner";
import { renderRoute } from "~web/testing/render-route";

afterEach(() => vi.useRealTimers());

describe("the countdown banner's announcements", () => {
  it("speaks after load, at the last minute, and says the store is closed at zero", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval", "performance"] });
    renderRoute(() => <CountdownBanner msLeft={3 * 60_000} />, "/");
    const spoken = screen.getByTestId("countdown-announcement");
    expect(spoken.textContent).toBe("");
    act(() => void vi.advanceTimersByTime(1_500));
    expect(spoken.textContent).toBe("Store closes in 3 minutes");
    // A minute on: the banner changed, nothing new is said.
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId("countdown-banner").getAttribute("aria-label")).toBe("Store closes in 2 minutes");
    expect(spoken.textContent).toBe("Store closes in 3 minutes");
    act(() => void vi.advanceTimersByTime(75_000));
    expect(spoken.textContent).toBe("Store closes in 1 minute");
    act(() => void vi.advanceTimersByTime(60_000));
    expect(spoken.textContent).toBe("The store is now closed.");
    expect(screen.getByTestId("countdown-banner").textContent).toContain("The store is now closed.");
  });
});
