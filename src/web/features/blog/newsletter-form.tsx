// The sidebar's newsletter form (spec §1: non-functional). It checks the address, then says plainly
// that the store offers no newsletter; the typed address stays in the field.
import { useRef, useState } from "react";
import { UnavailableNotice } from "../../components/unavailable-notice";
import { t } from "../../i18n/t";
import { NewsletterSchema } from "~core/validation/message-forms.schema";
import { FormField } from "../../components/form-field";
import { formErrors } from "../../lib/form-errors";
import { Button } from "../../components/button";

export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = formErrors(NewsletterSchema, { email }).email;
    setError(found);
    setDone(!found);
    if (found) form.current?.querySelector<HTMLInputElement>("input")?.focus();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-gray-800">{t("blog.newsletterText")}</p>
      <FormField
        id="newsletter-email"
        label={t("blog.newsletterEmail")}
        error={error}
        inputProps={{
          name: "email",
          type: "email",
          dir: "ltr",
          autoComplete: "email",
          value: email,
          onChange: (event) => {
            setEmail(event.target.value);
            setDone(false);
          },
        }}
      />
      <Button type="submit" className="self-start">
        {t("blog.subscribe")}
      </Button>
      <UnavailableNotice shown={done} />
    </form>
  );
}
