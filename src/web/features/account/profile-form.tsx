// Edit Profile (spec §2 /account/profile): first and last name, e-mail and phone with the address
// form's rules and messages. Valid input is not saved — the store has no customer accounts — and the
// form says so instead of pretending.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { ProfileSchema } from "~core/validation/account.schema";
import { FormField } from "../../components/form-field";
import { UnavailableNotice, useUnavailableSubmit } from "../../components/unavailable-notice";
import { fieldError, t } from "../../i18n/t";
import type { CustomerView } from "../../lib/account";
import { Button } from "../../components/button";

export function ProfileForm({ customer }: { customer: CustomerView }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerView>({ defaultValues: customer, resolver: zodResolver(ProfileSchema) });
  const { submitted, onSubmit } = useUnavailableSubmit(handleSubmit);
  const message = (name: keyof CustomerView) => fieldError(errors[name]?.message);

  return (
    <form noValidate aria-labelledby="page-title" onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="profile-firstName"
          label={t("account.firstName")}
          required
          error={message("firstName")}
          inputProps={{ ...register("firstName"), autoComplete: "given-name" }}
        />
        <FormField
          id="profile-lastName"
          label={t("account.lastName")}
          required
          error={message("lastName")}
          inputProps={{ ...register("lastName"), autoComplete: "family-name" }}
        />
        <FormField
          id="profile-email"
          label={t("account.email")}
          required
          error={message("email")}
          inputProps={{ ...register("email"), type: "email", autoComplete: "email", dir: "ltr" }}
        />
        <FormField
          id="profile-phone"
          label={t("account.phone")}
          required
          error={message("phone")}
          inputProps={{ ...register("phone"), type: "tel", inputMode: "tel", autoComplete: "tel-national", dir: "ltr" }}
        />
      </div>
      <Button type="submit" className="self-start">
        {t("account.save")}
      </Button>
      <UnavailableNotice shown={submitted} />
    </form>
  );
}
