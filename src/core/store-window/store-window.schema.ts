// The store window in the store document (docs/decisions/0032), validated: instants with their UTC offset,
// a real IANA time zone, opening before closing. Apart from ./store-window.ts so that the browser's
// countdown, which imports that file, does not pull zod into every page's script.
import { z } from "zod";

/** True when Intl knows the IANA time zone ("America/Chicago", "Asia/Dubai", "UTC"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const instant = z.iso.datetime({
  offset: true,
  message: "must be a date-time with its offset, like 2026-12-01T09:00:00-06:00",
});

export const StoreWindowSchema = z
  .object({
    /** When the store opens, with its UTC offset; absent means it is open until it closes. */
    opensAt: instant.optional(),
    /** When the store closes, with its UTC offset; absent means it stays open. */
    closesAt: instant.optional(),
    /** The store's time zone: dates are shown to shoppers in it. */
    timeZone: z.string().trim().refine(isTimeZone, "must be an IANA time zone like America/Chicago").default("UTC"),
  })
  .refine((w) => !w.opensAt || !w.closesAt || Date.parse(w.opensAt) < Date.parse(w.closesAt), {
    message: "must open before it closes",
    path: ["closesAt"],
  });
export type StoreWindow = z.infer<typeof StoreWindowSchema>;
