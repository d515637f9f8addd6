// What the account menu offers for store access: nothing on a public store; on a private one the
// password box while locked and Logout once unlocked. Loaded on demand: public stores, the vast
// majority, never download either (it keeps their pages inside the first-load JavaScript budget).
import { lazy, Suspense } from "react";

const UnlockForm = lazy(() => import("./unlock-form").then((m) => ({ default: m.UnlockForm })));
const LogoutButton = lazy(() => import("./logout-button").then((m) => ({ default: m.LogoutButton })));

export function AccountActions({ isPrivate, unlocked }: { isPrivate: boolean; unlocked: boolean }) {
  if (!isPrivate) return null;
  return <Suspense fallback={null}>{unlocked ? <LogoutButton /> : <UnlockForm />}</Suspense>;
}
