// The notice every page shows while the store takes payments through the built-in test gateway
// (PAYMENT_PROVIDER=test): shoppers must know no card is really charged (decision 0028). Its three
// texts live here rather than in the message files so the notice stays one self-contained piece.
import type { Locale } from "~core/i18n/locale";

const TEXT: Record<Locale, string> = {
  en: "Test mode — no real charges",
  ru: "Тестовый режим — деньги не списываются",
  ar: "وضع الاختبار — لا تُخصم أي مبالغ حقيقية",
};

export function TestModeNotice({ locale }: { locale: Locale }) {
  return (
    // A named region (landmark) of its own, so no page content sits outside one (axe's "region" rule).
    <section
      aria-label={TEXT[locale]}
      className="bg-amber-100 px-4 py-1 text-center text-sm font-semibold text-amber-950"
    >
      <p data-testid="test-mode">{TEXT[locale]}</p>
    </section>
  );
}
