// The media library's upload form (issue 45): a file (JPEG, PNG, WebP or SVG, checked by the server by
// its content) and its alt text. The Media page posts it as a page form; the store editor's picker
// through a fetcher, to the Media page's address with `picker=1`.
import { Form, type FetcherWithComponents } from "react-router";
import type { MediaErrors } from "~server/modules/media/media.console";
import { Button } from "../components/button";
import { type MediaLimits, useMediaText } from "./media-text";
import { CsrfField, useConsoleText, useUploadAction } from "./ui";

export function MediaUploadForm({
  idPrefix,
  limits,
  error,
  altText,
  action,
  fetcher,
  heading = "h2",
}: {
  idPrefix: string;
  limits: MediaLimits;
  /** The refusal's codes by field (file, altText). */
  error?: MediaErrors;
  /** The alt text typed before a refusal. */
  altText?: string;
  /** Where to post (default: this page with the CSRF token in its query). */
  action?: string;
  fetcher?: Pick<FetcherWithComponents<unknown>, "Form" | "state">;
  heading?: "h2" | "h3";
}) {
  const ct = useConsoleText();
  const { problem } = useMediaText();
  const pageAction = useUploadAction();
  const fileError = problem(error?.file, limits);
  const altError = problem(error?.altText, limits);
  const FormElement = fetcher ? fetcher.Form : Form;
  const Heading = heading;
  const busy = fetcher ? fetcher.state !== "idle" : false;
  return (
    <FormElement
      method="post"
      action={action ?? pageAction}
      encType="multipart/form-data"
      className="grid max-w-xl gap-4 rounded-md border border-gray-300 p-4"
      noValidate
    >
      <Heading className="text-lg font-semibold">
        {ct(heading === "h2" ? "media.upload" : "media.picker.uploadNew")}
      </Heading>
      <CsrfField />
      <input type="hidden" name="intent" value="upload" />
      <div>
        <label htmlFor={`${idPrefix}-file`} className="mb-1 block text-sm font-medium">
          {ct("media.file")}
        </label>
        <input
          id={`${idPrefix}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/svg+xml"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${idPrefix}-file-error` : undefined}
          className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
        />
        {fileError && (
          <p id={`${idPrefix}-file-error`} role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-alt`} className="mb-1 block text-sm font-medium">
          {ct("media.altText")}
        </label>
        <input
          id={`${idPrefix}-alt`}
          name="altText"
          dir="auto"
          maxLength={300}
          defaultValue={altText ?? ""}
          aria-invalid={altError ? true : undefined}
          aria-describedby={`${idPrefix}-alt-hint${altError ? ` ${idPrefix}-alt-error` : ""}`}
          className={`w-full rounded-md border bg-white px-3 py-2 ${altError ? "border-red-700" : "border-gray-500"}`}
        />
        <p id={`${idPrefix}-alt-hint`} className="mt-1 text-sm text-gray-700">
          {ct("media.altHint")}
        </p>
        {altError && (
          <p id={`${idPrefix}-alt-error`} className="mt-1 text-sm text-red-700">
            {altError}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? ct("media.picker.uploading") : ct("media.uploadSubmit")}
        </Button>
      </div>
    </FormElement>
  );
}
