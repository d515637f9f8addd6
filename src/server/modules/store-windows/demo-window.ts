// The demo pop-up store's window is written relative to the day it is seeded (docs/decisions/0032):
// a demo file's `demoWindow` becomes data.storeWindow with absolute instants, so a fresh demo always
// shows the last days of the window (the countdown) whatever the date. Other files pass unchanged.
const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoWindow {
  openedDaysAgo: number;
  closesInHours: number;
  timeZone: string;
}

const isDemoWindow = (value: unknown): value is DemoWindow =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as DemoWindow).openedDaysAgo === "number" &&
  typeof (value as DemoWindow).closesInHours === "number" &&
  typeof (value as DemoWindow).timeZone === "string";

/**
 * Whether a store's window is one the demo placed from this demoWindow (at any moment): its length
 * and time zone are the demo's. A window of another length or zone is an operator's edit, which no
 * re-anchoring undoes (an operator who closed the demo pop-up store keeps it closed).
 */
export function isDemoPlacement(
  storeWindow: { opensAt?: string; closesAt?: string; timeZone: string } | undefined,
  demoWindow: unknown,
): boolean {
  if (!storeWindow?.opensAt || !storeWindow.closesAt || !isDemoWindow(demoWindow)) return false;
  const length = Date.parse(storeWindow.closesAt) - Date.parse(storeWindow.opensAt);
  return (
    length === demoWindow.openedDaysAgo * DAY + demoWindow.closesInHours * HOUR &&
    storeWindow.timeZone === demoWindow.timeZone
  );
}

export function placeDemoWindow(file: unknown, now: Date): unknown {
  if (typeof file !== "object" || file === null || !("demoWindow" in file)) return file;
  const { demoWindow, ...rest } = file as { demoWindow: unknown; data?: Record<string, unknown> };
  if (!isDemoWindow(demoWindow) || typeof rest.data !== "object" || rest.data === null) return rest;
  const at = now.getTime();
  const storeWindow = {
    opensAt: new Date(at - demoWindow.openedDaysAgo * DAY).toISOString(),
    closesAt: new Date(at + demoWindow.closesInHours * HOUR).toISOString(),
    timeZone: demoWindow.timeZone,
  };
  return { ...rest, data: { ...rest.data, storeWindow } };
}
