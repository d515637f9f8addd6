// The browser's marker of an unlocked private store (spec §4). Only the UI reads it: the server
// decides access from its HttpOnly cookie (ARCHITECTURE §6), so a forged marker opens nothing.
export const ACCESS_MARKER_KEY = "token";

export function saveAccessMarker(token: string | undefined): void {
  try {
    localStorage.setItem(ACCESS_MARKER_KEY, token ?? "unlocked");
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still carries access.
  }
}

export function clearAccessMarker(): void {
  try {
    localStorage.removeItem(ACCESS_MARKER_KEY);
  } catch {
    // As above.
  }
}
