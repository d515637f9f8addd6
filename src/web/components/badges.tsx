// A product's badges (spec §2: Best Seller red, New blue, Featured purple) as the product card, the
// quick view and the product page show them: a labelled list, each badge in its tone, or nothing.
import type { Badge } from "~core/catalog/badges";
import { t } from "../i18n/t";

const TONE_CLASSES: Record<Badge["tone"], string> = {
  red: "bg-red-700",
  blue: "bg-blue-700",
  purple: "bg-purple-700",
};

export function Badges({
  badges,
  layout = "row",
  className = "",
}: {
  badges: readonly Badge[];
  /** "row" wraps them in a line (product page, quick view); "column" stacks them (over a card's image). */
  layout?: "row" | "column";
  className?: string;
}) {
  if (badges.length === 0) return null;
  const arrangement = layout === "column" ? "flex-col items-start" : "flex-wrap";
  return (
    <ul className={`flex gap-1 ${arrangement} ${className}`.trim()} aria-label={t("product.badges")}>
      {badges.map((badge) => (
        <li
          key={badge.label}
          data-tone={badge.tone}
          className={`rounded px-2 py-0.5 text-xs font-semibold text-white ${TONE_CLASSES[badge.tone]}`}
        >
          {t(`product.badge.${badge.label}`)}
        </li>
      ))}
    </ul>
  );
}
