// Renders store HTML that a loader has already passed through the allow-list (lib/sanitize.server.ts).
// Never give it anything that did not come out of sanitizeContentHtml / sanitizeInlineHtml.
export function SanitizedHtml({
  html,
  className,
  as: Tag = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "span" | "p";
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
