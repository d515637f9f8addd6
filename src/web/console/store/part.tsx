// What every part of the store editor shares: its props and the two-column grid.
import type { ReactNode } from "react";
import type { StoreData } from "~core/entities/store.schema";
import type { Doc } from "./doc";

export type PartProps = { doc: StoreData & Doc };

export function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}
