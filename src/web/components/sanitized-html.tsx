// Renders store HTML that a loader has already passed through the allow-list (lib/sanitize.server.ts).
// Never give it anything that did not come out of sanitizeContentHtml / sanitizeInlineHtml. The store
// wrote it in its own language, so its direction comes from its text (dir="auto"): English content
// keeps its punctuation in place on an Arabic page, and its language (lang) when that is not the page's.
import { useShell } from "../lib/use-shell";

export function SanitizedHtml({
  html,
  className,
  as: Tag = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "span" | "p";
}) {
  const { contentLang } = useShell();
  return <Tag dir="auto" lang={contentLang} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
