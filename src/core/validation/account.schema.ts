// The account area's own forms (spec §2 /account/profile and /account/password). The profile keeps
// the address form's rules for names, e-mail and phone (spec §5); the password form asks for the
// current password, a new one of at least 8 characters, and the same new one again.
import { z } from "zod";
import { messageCode } from "../i18n/message";
import { AddressSchema, REQUIRED } from "./address.schema";

export const PASSWORD_MESSAGES = {
  short: messageCode("validation.passwordShort"),
  mismatch: messageCode("validation.passwordMismatch"),
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const ProfileSchema = AddressSchema.pick({ firstName: true, lastName: true, email: true, phone: true });
export type Profile = z.infer<typeof ProfileSchema>;

export const PasswordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, REQUIRED),
    newPassword: z.string().min(1, { error: REQUIRED, abort: true }).min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.short),
    confirmPassword: z.string().min(1, REQUIRED),
  })
  .refine((values) => values.confirmPassword === "" || values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    error: PASSWORD_MESSAGES.mismatch,
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
