// The root loader's store window view for components below the root route.
import { useRouteLoaderData } from "react-router";
import type { StoreWindowView } from "./store-window.server";

export function useStoreWindow(): StoreWindowView {
  const data = useRouteLoaderData("root") as { storeWindow: StoreWindowView } | undefined;
  if (!data) throw new Error("useStoreWindow is used outside the root route");
  return data.storeWindow;
}
