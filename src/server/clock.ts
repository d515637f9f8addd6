// The server's one clock type. Services and routes take "now" from it, so a test can hold or move time;
// in the running app it is the system clock.
import { readFileSync } from "node:fs";

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * Tests only (TEST_CLOCK_FILE, docs/decisions/0035): a clock that reads an ISO 8601 instant from a
 * file (read at each call) and stands still there until the file changes, so a test moves the time of several server
 * processes at once. A missing, empty or unreadable file gives the system time.
 */
export function fileClock(file: string): Clock {
  return () => {
    try {
      const at = Date.parse(readFileSync(file, "utf8").trim());
      return Number.isFinite(at) ? new Date(at) : new Date();
    } catch {
      return new Date();
    }
  };
}
