// Password (spec §2 /account/password): current password, the new one (at least 8 characters) and
// the new one again. Nothing is changed — the store has no customer accounts — and the form says so.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordChangeSchema, type PasswordChange } from "~core/validation/account.schema";
import { FormField } from "../../components/form-field";
import { UnavailableNotice, useUnavailableSubmit } from "../../components/unavailable-notice";
import { fieldError, type MessageKey, t } from "../../i18n/t";
import { Button } from "../../components/button";

const FIELDS: { name: keyof PasswordChange; label: MessageKey; autoComplete: string }[] = [
  { name: "currentPassword", label: "account.currentPassword", autoComplete: "current-password" },
  { name: "newPassword", label: "account.newPassword", autoComplete: "new-password" },
  { name: "confirmPassword", label: "account.confirmPassword", autoComplete: "new-password" },
];

export function PasswordForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordChange>({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    resolver: zodResolver(PasswordChangeSchema),
  });
  const { submitted, onSubmit } = useUnavailableSubmit(handleSubmit);

  return (
    <form noValidate aria-labelledby="page-title" onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`password-${field.name}`}
          label={t(field.label)}
          required
          error={fieldError(errors[field.name]?.message)}
          inputProps={{ ...register(field.name), type: "password", autoComplete: field.autoComplete, dir: "ltr" }}
        />
      ))}
      <Button type="submit" className="self-start">
        {t("account.change")}
      </Button>
      <UnavailableNotice shown={submitted} />
    </form>
  );
}
