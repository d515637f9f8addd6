// What the account menu offers for store access: nothing on a public store; on a private one the
// password box while locked and Logout once unlocked. Both need JavaScript to do anything, so they
// are their own chunks (with the API client), rendered once the page is interactive: public
// stores' pages never load them, and no half-hydrated form can be submitted. /account/login renders
// the password form on the server as well.
import { lazy, Suspense, useEffect, useState } from "react";

const LogoutButton = lazy(() =>
  import("../../components/logout-button").then((module) => ({ default: module.LogoutButton })),
);
const UnlockForm = lazy(() => import("./unlock-form").then((module) => ({ default: module.UnlockForm })));

export function AccountActions({ isPrivate, unlocked }: { isPrivate: boolean; unlocked: boolean }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (!isPrivate || !interactive) return null;
  return <Suspense fallback={null}>{unlocked ? <LogoutButton /> : <UnlockForm />}</Suspense>;
}
