// What the account menu offers for store access: nothing on a public store; on a private one the
// password box while locked and Logout once unlocked. Both are their own chunks (with the API
// client), so public stores' pages do not load them.
import { lazy, Suspense } from "react";

const LogoutButton = lazy(() => import("./logout-button").then((module) => ({ default: module.LogoutButton })));
const UnlockForm = lazy(() => import("./unlock-form").then((module) => ({ default: module.UnlockForm })));

export function AccountActions({ isPrivate, unlocked }: { isPrivate: boolean; unlocked: boolean }) {
  if (!isPrivate) return null;
  return <Suspense fallback={null}>{unlocked ? <LogoutButton /> : <UnlockForm />}</Suspense>;
}
