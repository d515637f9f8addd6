// Operator passwords (docs/decisions/0034): bcrypt through bcryptjs (plain JavaScript, no native
// build, no install script), cost 12 by default; the cost is stored in each hash, so raising it later
// leaves existing hashes valid. bcrypt reads at most 72 bytes, so longer passwords are refused rather
// than silently cut.
import bcrypt from "bcryptjs";

export const DEFAULT_OPERATOR_HASH_COST = 12;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_BYTES = 72;

/** Why a new password is refused, as a console text code, or null when it is acceptable. */
export function passwordProblem(plain: string): "passwordTooShort" | "passwordTooLong" | null {
  if ([...plain].length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (Buffer.byteLength(plain, "utf8") > PASSWORD_MAX_BYTES) return "passwordTooLong";
  return null;
}

export function hashOperatorPassword(plain: string, cost = DEFAULT_OPERATOR_HASH_COST): Promise<string> {
  return bcrypt.hash(plain, cost);
}

export async function verifyOperatorPassword(plain: string, hash: string): Promise<boolean> {
  try {
    return await bcrypt.compare(plain, hash);
  } catch {
    return false;
  }
}

/**
 * A hash no password matches, verified when the e-mail is unknown so that a wrong address takes as
 * long as a wrong password (no account enumeration by timing).
 */
export const DUMMY_HASH = "$2b$12$lC4n/G9xyROb1ya5ThDvCuxVxC1qjOJGW1k4KqN8dFFCy0GjSDxsW";
