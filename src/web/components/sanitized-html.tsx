// Renders store HTML that a loader has already passed through the allow-list (lib/sanitize.server.ts).
// Never give it anything that did not come out of sanitizeContentHtml / sanitizeInlineHtml. The store
// wrote it in its own language, so its direction comes from its text (dir="auto"): English content
// keeps its punctuation in place on an Arabic page.
export function SanitizedHtml({
  html,
  className,
  as: Tag = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "span" | "p";
}) {
  return <Tag dir="auto" className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
