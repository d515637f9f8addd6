// What a template form says once its input is valid (spec §1: the account, blog, contact and
// newsletter forms do nothing): the feature is not offered, and nothing was sent or saved. Rendered
// inside a polite live region so screen readers hear it after Submit.
import { t } from "../i18n/t";

export function UnavailableNotice({ shown }: { shown: boolean }) {
  return (
    <div aria-live="polite">
      {shown && (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink"
          data-testid="unavailable"
        >
          {t("forms.unavailable")}
        </p>
      )}
    </div>
  );
}
