// What a template form says once its input is valid (spec §1: the account, blog, contact and
// newsletter forms do nothing): the feature is not offered, and nothing was sent or saved. Rendered
// inside a polite live region so screen readers hear it after Submit.
import { type FormEvent, useState } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";
import { t } from "../i18n/t";

/** A template form's submit: validates, and shows the notice while the input is valid. */
export function useUnavailableSubmit<T extends FieldValues>(handleSubmit: UseFormHandleSubmit<T>) {
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      () => setSubmitted(true),
      () => setSubmitted(false),
    )(event);
  return { submitted, onSubmit };
}

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
