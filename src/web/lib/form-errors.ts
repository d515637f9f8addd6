// A form's errors from a core schema: the first message of each field, in the page's language.
import type { z } from "zod";
import { fieldError } from "../i18n/t";

export function formErrors<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  values: Record<keyof Shape, unknown>,
): Partial<Record<keyof Shape, string>> {
  const errors: Partial<Record<keyof Shape, string>> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof Shape;
    errors[field] ??= fieldError(issue.message);
  }
  return errors;
}
