// The store's primary button (its colours come from the store's theme: bg-button, text-button-text),
// as a <button> or as a link that looks like one. Layout (margins, self-alignment) stays with the
// caller through className.
import type { ComponentProps } from "react";
import { Link } from "react-router";

export type ButtonSize = "sm" | "md" | "lg";

const SIZES: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5",
  md: "px-5 py-2",
  lg: "px-6 py-3",
};

/** The classes of a primary button of this size, for elements that cannot be Button or ButtonLink. */
export function buttonClass(size: ButtonSize = "md", className = ""): string {
  return (
    `rounded-md bg-button font-semibold text-button-text ${SIZES[size]} ` +
    "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50" +
    (className ? ` ${className}` : "")
  );
}

/** A primary <button>; type="button" unless given. */
export function Button({
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { size?: ButtonSize }) {
  return <button type={type} className={buttonClass(size, className)} {...props} />;
}

/** A link to a page of the app, looking like a primary button. */
export function ButtonLink({ size, className, ...props }: ComponentProps<typeof Link> & { size?: ButtonSize }) {
  return <Link className={buttonClass(size, `inline-block text-center ${className ?? ""}`.trim())} {...props} />;
}
