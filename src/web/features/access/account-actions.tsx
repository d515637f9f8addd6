// What the account menu offers for store access: nothing on a public store; on a private one the
// password box while locked and Logout once unlocked.
import { LogoutButton } from "./logout-button";
import { UnlockForm } from "./unlock-form";

export function AccountActions({ isPrivate, unlocked }: { isPrivate: boolean; unlocked: boolean }) {
  if (!isPrivate) return null;
  return unlocked ? <LogoutButton /> : <UnlockForm />;
}
