// The post's comment form (spec §1: non-functional): Name, Email and Comment are checked, then the
// form says plainly that comments are not offered by this store. What was typed stays in the fields.
import { useRef, useState } from "react";
import { UnavailableNotice } from "../../components/unavailable-notice";
import { t } from "../../i18n/t";
import { CommentSchema, MESSAGE_MAX } from "~core/validation/message-forms.schema";
import { FormField } from "../../components/form-field";
import { formErrors } from "../../lib/form-errors";
import { Button } from "../../components/button";

type Name = "name" | "email" | "comment";
type Values = Record<Name, string>;

export function CommentForm() {
  const [values, setValues] = useState<Values>({ name: "", email: "", comment: "" });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (name: Name) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setDone(false);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = formErrors(CommentSchema, values);
    setErrors(found);
    const first = (["name", "email", "comment"] as const).find((name) => found[name]);
    setDone(!first);
    if (first) form.current?.querySelector<HTMLElement>(`#comment-${first}`)?.focus();
  }

  return (
    <section aria-labelledby="leave-comment" className="flex flex-col gap-4">
      <h2 id="leave-comment" className="text-xl font-bold">
        {t("blog.leaveComment")}
      </h2>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="comment-name"
            label={t("blog.name")}
            error={errors.name}
            inputProps={{ name: "name", autoComplete: "name", value: values.name, onChange: set("name") }}
          />
          <FormField
            id="comment-email"
            label={t("blog.email")}
            error={errors.email}
            inputProps={{
              name: "email",
              type: "email",
              dir: "ltr",
              autoComplete: "email",
              value: values.email,
              onChange: set("email"),
            }}
          />
        </div>
        <FormField
          id="comment-comment"
          label={t("blog.comment")}
          error={errors.comment}
          hint={t("blog.commentHint", { max: MESSAGE_MAX })}
          textareaProps={{ name: "comment", value: values.comment, onChange: set("comment") }}
        />
        <Button type="submit" className="self-start">
          {t("blog.postComment")}
        </Button>
        <UnavailableNotice shown={done} />
      </form>
    </section>
  );
}
