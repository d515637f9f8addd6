// The product's gallery (issue 21, issue 45): its images in order, each moved earlier or later, made the
// primary image or removed with buttons (keyboard: Tab and Enter or Space), and given the colour it
// shows (decision 0115); and the upload form, where "primary image" is a choice made for each upload
// (the form starts again after each one), never kept. After a move the gallery says where the image is
// now (a polite live region) and focus stays on the moved image's button, as before the page changed.
import { useEffect } from "react";
import { Form, useLocation } from "react-router";
import type { ConsoleProductView } from "~server/modules/catalog-admin/catalogue.console";
import { Button } from "../../components/button";
import { CsrfField, FormNotice, useConsoleText, useUploadAction } from "../ui";
import { RowLabel } from "./picker-parts";

const smallButton =
  "rounded-md border border-gray-500 bg-white px-2 py-1 text-sm hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-60";

function GalleryItem({
  id,
  product,
  index,
  name,
  canWrite,
}: {
  /** The gallery's id: each button's is `${id}-${index}-up` (down, …). */
  id: string;
  product: ConsoleProductView;
  index: number;
  name: string;
  canWrite: boolean;
}) {
  const ct = useConsoleText();
  const media = product.media[index]!;
  const number = index + 1;
  const last = index === product.media.length - 1;
  return (
    <li className="w-40 text-sm">
      <img
        src={media.url}
        alt={ct("catalogue.imageAlt", { number, name })}
        width={128}
        height={128}
        className="h-32 w-32 rounded border border-gray-300 object-cover"
      />
      <span className="block">{ct("catalogue.imageNumber", { number })}</span>
      {media.primary && <span className="block font-medium">{ct("catalogue.primary")}</span>}
      {media.color && <span className="block">{media.color}</span>}
      {canWrite && (
        <Form method="post" className="mt-1 flex flex-wrap gap-1">
          <CsrfField />
          <input type="hidden" name="intent" value="gallery" />
          <input type="hidden" name="url" value={media.url} />
          <button
            id={`${id}-${index}-up`}
            type="submit"
            name="change"
            value="up"
            disabled={index === 0}
            aria-label={ct("catalogue.galleryUp", { number })}
            className={smallButton}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            id={`${id}-${index}-down`}
            type="submit"
            name="change"
            value="down"
            disabled={last}
            aria-label={ct("catalogue.galleryDown", { number })}
            className={smallButton}
          >
            <span aria-hidden="true">↓</span>
          </button>
          {!media.primary && (
            <button
              type="submit"
              name="change"
              value="primary"
              aria-label={ct("catalogue.galleryPrimary", { number })}
              className={smallButton}
            >
              {ct("catalogue.galleryPrimaryShort")}
            </button>
          )}
          <button
            type="submit"
            name="change"
            value="delete"
            aria-label={ct("catalogue.galleryRemove", { number })}
            className={smallButton}
          >
            {ct("catalogue.galleryRemoveShort")}
          </button>
        </Form>
      )}
      {canWrite && (
        <Form method="post" className="mt-2 grid gap-1">
          <CsrfField />
          <input type="hidden" name="intent" value="gallery" />
          <input type="hidden" name="change" value="color" />
          <input type="hidden" name="url" value={media.url} />
          <RowLabel
            htmlFor={`${id}-${index}-color`}
            text={ct("catalogue.uploadColor")}
            row={ct("catalogue.imageNumber", { number })}
          />
          <select
            id={`${id}-${index}-color`}
            name="color"
            defaultValue={media.color ?? ""}
            className="w-full rounded-md border border-gray-500 bg-white px-2 py-1"
          >
            <option value="">{ct("catalogue.uploadNoColor")}</option>
            {/* A colour the product no longer lists is still shown, so the choice is not lost silently. */}
            {[...product.colors, ...(media.color && !product.colors.includes(media.color) ? [media.color] : [])].map(
              (color) => (
                <option key={color} value={color}>
                  {color}
                </option>
              ),
            )}
          </select>
          <button type="submit" aria-label={ct("catalogue.galleryColorSaveLabel", { number })} className={smallButton}>
            {ct("catalogue.galleryColorSave")}
          </button>
        </Form>
      )}
    </li>
  );
}

export function ProductGallery({
  product,
  name,
  error,
  changeError,
  canWrite,
}: {
  product: ConsoleProductView;
  name: string;
  error: string | undefined;
  /** Why a change of the gallery (an image's colour) was refused. */
  changeError?: string;
  canWrite: boolean;
}) {
  const ct = useConsoleText();
  const uploadAction = useUploadAction();
  const id = `upload-${product.id}`;
  const galleryId = `gallery-${product.id}`;
  // What the last gallery change did (the action's redirect names the image and the change).
  const location = useLocation();
  const done = new URLSearchParams(location.search);
  const change = done.get("change");
  const count = product.media.length;
  const at = product.media.findIndex((m) => m.url === done.get("image"));
  const moved = at >= 0 && (change === "up" || change === "down") ? change : undefined;
  const said = moved
    ? ct("catalogue.galleryMoved", { number: at + 1, count })
    : at >= 0 && change === "color"
      ? ct("catalogue.galleryColorSaved", { number: at + 1 })
      : "";
  useEffect(() => {
    if (!moved) return;
    // The button pressed, unless the image is now first or last (then it is disabled): the other one.
    const edge = (moved === "up" && at === 0) || (moved === "down" && at === count - 1);
    document.getElementById(`${galleryId}-${at}-${edge ? (moved === "up" ? "down" : "up") : moved}`)?.focus();
  }, [location.key, moved, at, count, galleryId]);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 max-w-3xl">
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        {ct("catalogue.gallery")}
      </h2>
      {product.media.length === 0 ? (
        <p className="mb-4">{ct("catalogue.noImages")}</p>
      ) : (
        <ol className="mb-4 flex flex-wrap gap-3" aria-label={ct("catalogue.galleryOrder")}>
          {product.media.map((media, index) => (
            <GalleryItem
              key={media.url}
              id={galleryId}
              product={product}
              index={index}
              name={name}
              canWrite={canWrite}
            />
          ))}
        </ol>
      )}
      {changeError && <FormNotice tone="error">{changeError}</FormNotice>}
      <p aria-live="polite" className="sr-only" data-gallery-said="">
        {said}
      </p>
      {error && (
        <FormNotice tone="error">
          {ct("catalogue.uploadFailed")} {error}
        </FormNotice>
      )}
      {canWrite && (
        <Form
          // A new form after each upload: nothing of the last one (the primary choice above all) stays.
          key={product.media.map((m) => m.url).join(" ")}
          method="post"
          action={uploadAction}
          encType="multipart/form-data"
          className="grid gap-4 rounded-md border border-gray-300 p-4"
        >
          <h3 className="text-lg font-semibold">{ct("catalogue.upload")}</h3>
          <CsrfField />
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium">
              {ct("catalogue.uploadFile")}
            </label>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-file-hint`}
              className="w-full rounded-md border border-gray-500 bg-white px-3 py-2"
            />
            <p id={`${id}-file-hint`} className="mt-1 text-sm text-gray-700">
              {ct("catalogue.uploadHint", { max: product.imageMaxMb })}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-color`} className="mb-1 block text-sm font-medium">
              {ct("catalogue.uploadColor")}
            </label>
            <select id={`${id}-color`} name="color" className="rounded-md border border-gray-500 bg-white px-3 py-2">
              <option value="">{ct("catalogue.uploadNoColor")}</option>
              {product.colors.map((color) => (
                <option key={color} value={color}>
                  {color}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{ct("catalogue.uploadRole")}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="role" value="extra" defaultChecked />
              {ct("catalogue.uploadRoleExtra")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="role" value="primary" />
              {ct("catalogue.uploadPrimary")}
            </label>
          </fieldset>
          <div>
            <Button type="submit">{ct("catalogue.uploadSubmit")}</Button>
          </div>
        </Form>
      )}
    </section>
  );
}
