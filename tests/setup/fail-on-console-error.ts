// An unexpected console.error fails the test that caused it (STYLE.md habit 6).
// A test that expects one spies on console.error itself, which replaces this guard.
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const seen = errors;
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`Unexpected console.error:\n${seen.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});
