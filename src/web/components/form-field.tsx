// A labelled input or text area with an optional hint and its message beneath (spec §8: messages next
// to the field), tied to the control with aria-invalid and aria-describedby. The control's own props
// go in `inputProps` / `textareaProps`: react-hook-form's register(...) or value and onChange.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { t } from "../i18n/t";

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Given instead of inputProps, the control is a text area. */
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

export function FormField({ id, label, error, hint, required, className, inputProps, textareaProps }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const control = {
    id,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    // Typed text keeps its own direction: "1 Main St" is not reordered inside an Arabic page.
    dir: inputProps?.dir ?? textareaProps?.dir ?? "auto",
    className: `w-full rounded-md border bg-white px-3 py-2 ${error ? "border-red-700" : "border-gray-400"}`,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {required && (
          <span className="ms-1 text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {required && <span className="sr-only">{` ${t("forms.requiredMark")}`}</span>}
      </label>
      {textareaProps ? <textarea rows={6} {...textareaProps} {...control} /> : <input {...inputProps} {...control} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
