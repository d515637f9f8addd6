// Data that reads left to right (phone numbers, amounts in parentheses, codes) kept whole inside
// right-to-left text: without isolation the bidi algorithm moves its parts ("(+US$5.00)" shows as
// "(US$ 5.00+)" in Arabic).
import type { ReactNode } from "react";

export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A translated message with one left-to-right value in it (as filled by t()), that value isolated. */
export function WithLtr({ message, value }: { message: string; value: string }) {
  const at = value === "" ? -1 : message.indexOf(value);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Ltr>{value}</Ltr>
      {message.slice(at + value.length)}
    </>
  );
}
