// The template forms that send a message (spec §1: contact, blog comment, newsletter): required
// fields, an address-shaped e-mail and messages of at most 1,000 characters, with the spec's message
// texts where it has them (spec §8: '*Required', '*Invalid email address').
import { z } from "zod";
import { messageCode } from "../i18n/message";
import { emailField, required } from "./address.schema";

export const MESSAGE_MAX = 1_000;
export const MESSAGE_TOO_LONG = messageCode("validation.messageLong");

const message = () => required().max(MESSAGE_MAX, MESSAGE_TOO_LONG);

export const NewsletterSchema = z.object({ email: emailField() });

export const CommentSchema = z.object({ name: required(), email: emailField(), comment: message() });

export const ContactSchema = z.object({
  name: required(),
  email: emailField(),
  subject: required(),
  message: message(),
});
