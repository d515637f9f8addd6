// The store front's line icons: a 24×24 drawing in the current text colour, its shapes given by the
// caller (they stay in the chunk of the page that shows them). An icon is decoration: the control
// around it carries the accessible name.
import type { ReactNode } from "react";

export function Icon({
  size = 16,
  strokeWidth = 2,
  filled = false,
  className,
  children,
}: {
  size?: number;
  strokeWidth?: number;
  /** Filled with the text colour (a saved heart). */
  filled?: boolean;
  className?: string;
  /** The shapes, in a 24×24 box. */
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      className={className}
    >
      {children}
    </svg>
  );
}

/** The × of every close and remove button. */
export function CloseIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
