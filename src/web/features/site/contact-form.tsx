// The contact form (spec §2 'Contact pages'): Your Name, Email, Subject, Message and Send Message,
// checked with core's ContactSchema. The store has no contact service (spec §1), so valid input is
// answered honestly: the feature is not offered and nothing was sent. What was typed stays.
import { useState } from "react";
import { ContactSchema, MESSAGE_MAX } from "~core/validation/message-forms.schema";
import { FormField } from "../../components/form-field";
import { UnavailableNotice } from "../../components/unavailable-notice";
import { t } from "../../i18n/t";
import { formErrors } from "../../lib/form-errors";
import { Button } from "../../components/button";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export function ContactForm() {
  const [values, setValues] = useState<Values>({ name: "", email: "", subject: "", message: "" });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [sent, setSent] = useState(false);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = formErrors(ContactSchema, values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    setSent(!first);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }

  const control = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    },
  });

  return (
    <section aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
      <h2 id="contact-form-heading" className="text-xl font-semibold">
        {t("site.contact.formHeading")}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="contact-name"
            label={t("site.contact.name")}
            error={errors.name}
            inputProps={{ ...control("name"), autoComplete: "name" }}
          />
          <FormField
            id="contact-email"
            label={t("site.contact.formEmail")}
            error={errors.email}
            inputProps={{ ...control("email"), type: "email", dir: "ltr", autoComplete: "email" }}
          />
        </div>
        <FormField
          id="contact-subject"
          label={t("site.contact.subject")}
          error={errors.subject}
          inputProps={{ ...control("subject"), autoComplete: "off" }}
        />
        <FormField
          id="contact-message"
          label={t("site.contact.message")}
          error={errors.message}
          hint={t("site.contact.messageHint", { max: MESSAGE_MAX, count: values.message.length })}
          textareaProps={control("message")}
        />
        <Button type="submit" className="self-start">
          {t("site.contact.send")}
        </Button>
      </form>
      <UnavailableNotice shown={sent} />
    </section>
  );
}
