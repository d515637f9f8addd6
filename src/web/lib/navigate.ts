// Client-side navigation for event handlers, without subscribing the component to the router.
// `useNavigate()` reads React Router's route context, which changes with every update of the
// router's state, so a component calling it renders again each time (after every page's hydration,
// when lazy route discovery patches in the routes of the page's links). One small component in the
// root (<NavigateBridge />) holds React Router's navigate function for the others.
import { useEffect } from "react";
import { useNavigate, type NavigateFunction, type To, type NavigateOptions } from "react-router";

let current: NavigateFunction | null = null;

/** Renders nothing; keeps React Router's navigate function for `navigateTo`. */
export function NavigateBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    current = navigate;
    return () => {
      if (current === navigate) current = null;
    };
  }, [navigate]);
  return null;
}

/** Navigates inside the app to an absolute path (a full load before the app has started). */
export function navigateTo(to: To, options?: NavigateOptions): void {
  if (current) void current(to, options);
  else window.location.assign(typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`);
}
