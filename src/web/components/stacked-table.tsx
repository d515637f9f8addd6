// Tables whose rows become cards below the md breakpoint (the cart, the order receipt). Such a table
// carries explicit ARIA roles (table, rowgroup, row, columnheader, cell), which keep its meaning for
// assistive technology once its display is no longer a table's; its header row is then visually
// hidden, and each cell shows its column's name (its data-label) above its value.
import type { ReactNode } from "react";

/** The table: a block below md, at least `md:min-w-[…]` wide from md up (given by the caller). */
export const STACKED_TABLE = "w-full border-collapse text-sm max-md:block";
/** The header row group: read by screen readers, not shown, below md. */
export const STACKED_HEAD = "max-md:sr-only";
/** The body row group. */
export const STACKED_BODY = "max-md:block";

/** A cell that shows its column's name above its value below md (its layout from md up in `className`). */
export function StackedCell({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <td
      role="cell"
      data-label={label}
      className={`${className} max-md:py-0 max-md:before:block max-md:before:text-xs max-md:before:text-gray-600 max-md:before:content-[attr(data-label)]`}
    >
      {children}
    </td>
  );
}
