// A store's media library (issue 45): its images with thumbnails, alt text and where each is used;
// upload, alt text, replace and delete (refused while the store shows the image, naming where). The
// store editor's image picker reads this page's loader and posts its uploads here (`picker=1` answers
// the new image instead of returning to the page). Owners and staff change it; organisers read it.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/store-media";
import { can } from "~core/operators/permissions";
import type { MediaErrors, MediaItem, MediaUsage } from "~server/modules/media/media.console";
import { field, requireCan } from "../../console/console.server";
import { useMediaText } from "../../console/media-text";
import {
  ConsoleCell,
  ConsolePageTitle,
  ConsoleRow,
  ConsoleTable,
  CsrfField,
  FormNotice,
  consoleTitle,
  useConsoleLayout,
  useConsoleText,
  useUploadAction,
} from "../../console/ui";
import { MediaUploadForm } from "../../console/media-upload-form";

export function meta({ matches }: Route.MetaArgs) {
  return consoleTitle(matches, "media.title");
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { console, actor } = requireCan(context, request, "stores.read", params.storeId);
  const library = await console.services.media.library(params.storeId);
  const done = new URL(request.url).searchParams.get("done");
  const places = Number(new URL(request.url).searchParams.get("places") ?? "0");
  return {
    ...library,
    done: ["uploaded", "replaced", "alt", "deleted"].includes(done ?? "") ? done : null,
    places: Number.isFinite(places) ? places : 0,
    canWrite: can(actor, "stores.write", params.storeId),
  };
}

export type MediaActionResult = {
  intent: string;
  id?: string;
  errors: MediaErrors;
  usages?: MediaUsage[];
  altText?: string;
  /** picker=1: the image uploaded. */
  item?: MediaItem;
};

const fileOf = async (form: FormData) => {
  const file = form.get("file");
  return file instanceof File
    ? { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name }
    : { bytes: new Uint8Array(), fileName: "" };
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const { storeId } = params;
  const { console } = requireCan(context, request, "stores.write", storeId);
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = field(form, "id");
  const picker = new URL(request.url).searchParams.get("picker") === "1";
  const pagePath = new URL(request.url).pathname.replace(/\.data$/, "");
  const media = console.services.media;
  const refused = (result: { errors: MediaActionResult["errors"]; usages?: MediaUsage[] }, altText?: string) =>
    data({ intent, id, errors: result.errors, usages: result.usages, altText } satisfies MediaActionResult, {
      status: result.errors.form === "notFound" ? 404 : result.errors.form === "inUse" ? 409 : 422,
    });
  if (intent === "upload") {
    const altText = field(form, "altText");
    const result = await media.upload(storeId, { ...(await fileOf(form)), altText });
    if (!result.ok) return refused(result, altText);
    if (picker) return { intent, errors: {}, item: result.value } satisfies MediaActionResult;
    return redirect(`${pagePath}?done=uploaded`);
  }
  if (intent === "replace") {
    const result = await media.replace(storeId, id, await fileOf(form));
    if (!result.ok) return refused(result);
    return redirect(`${pagePath}?done=replaced&places=${result.value.places}`);
  }
  if (intent === "alt") {
    const altText = field(form, "altText");
    const result = await media.setAltText(storeId, id, altText);
    if (!result.ok) return refused(result, altText);
    return redirect(`${pagePath}?done=alt`);
  }
  if (intent === "delete") {
    const result = await media.remove(storeId, id);
    if (!result.ok) return refused(result);
    return redirect(`${pagePath}?done=deleted`);
  }
  throw new Response("Unknown action.", { status: 400 });
}

const SECONDARY = "rounded-md border border-gray-500 bg-white px-3 py-1 text-sm font-medium disabled:opacity-50";

const DONE = {
  uploaded: "media.uploaded",
  replaced: "media.replaced",
  alt: "media.altSaved",
  deleted: "media.deleted",
} as const;

export default function StoreMedia({ loaderData, actionData }: Route.ComponentProps) {
  const ct = useConsoleText();
  const { problem, place } = useMediaText();
  const result = actionData as MediaActionResult | undefined;
  const view = loaderData;
  const limits = { maxMb: view.maxMb, svgMaxKb: view.svgMaxKb };
  const rowError = (id: string, key: "file" | "altText" | "form") =>
    result && result.id === id ? problem(result.errors[key], limits, result.usages) : undefined;
  const rowAlert = view.items.find((item) => rowError(item.id, "form") || rowError(item.id, "file"));
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={`/console/stores/${view.storeId}`} className="underline">
          {ct("media.back")}
        </Link>
      </p>
      <ConsolePageTitle>
        {ct("media.title")} · {view.storeName}
      </ConsolePageTitle>
      {view.done && !result && (
        <FormNotice tone="success">{ct(DONE[view.done as keyof typeof DONE], { count: view.places })}</FormNotice>
      )}
      {rowAlert && (
        <FormNotice tone="error">
          {rowAlert.fileName}: {rowError(rowAlert.id, "form") ?? rowError(rowAlert.id, "file")}
        </FormNotice>
      )}
      <p className="mb-4 max-w-prose">{ct("media.intro", { max: view.maxMb, svgKb: view.svgMaxKb })}</p>
      {view.canWrite && (
        <MediaUploadForm
          // A new image in the library starts an empty form: the file and alt text just uploaded do not
          // stay to be sent again with the next image (a refused upload keeps them).
          key={`${view.items.length}:${view.items[0]?.id ?? ""}`}
          idPrefix="media-upload"
          limits={limits}
          error={result?.intent === "upload" ? result.errors : undefined}
          altText={result?.intent === "upload" ? result.altText : undefined}
        />
      )}
      <h2 className="mb-3 mt-8 text-xl font-semibold">{ct("media.caption", { store: view.storeName })}</h2>
      <ConsoleTable
        caption={ct("media.caption", { store: view.storeName })}
        columns={[
          { label: ct("media.col.image") },
          { label: ct("media.col.details") },
          { label: ct("media.col.usedIn") },
          ...(view.canWrite ? [{ label: ct("media.col.actions") }] : []),
        ]}
        empty={ct("media.empty")}
      >
        {view.items.map((item) => (
          <MediaRow
            key={item.id}
            item={item}
            canWrite={view.canWrite}
            places={item.usages.map(place)}
            altError={rowError(item.id, "altText")}
            typedAlt={result?.id === item.id && result.intent === "alt" ? result.altText : undefined}
          />
        ))}
      </ConsoleTable>
    </>
  );
}

function MediaRow({
  item,
  canWrite,
  places,
  altError,
  typedAlt,
}: {
  item: MediaItem;
  canWrite: boolean;
  places: string[];
  altError?: string;
  typedAlt?: string;
}) {
  const ct = useConsoleText();
  const { locale } = useConsoleLayout();
  const uploadAction = useUploadAction();
  const busy = useNavigation().state === "submitting";
  const id = `media-${item.id}`;
  const kb = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(item.bytes / 1024);
  return (
    <ConsoleRow top>
      <ConsoleCell>
        <img
          src={item.url}
          alt={item.altText}
          width={96}
          height={96}
          className="h-24 w-24 rounded border border-gray-300 bg-gray-50 object-contain"
        />
      </ConsoleCell>
      <ConsoleCell>
        <span className="block break-all font-medium" dir="ltr">
          {item.fileName}
        </span>
        <span className="block text-gray-700">{ct("media.size", { kb })}</span>
        {canWrite ? (
          <Form method="post" className="mt-2 grid gap-1" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="alt" />
            <input type="hidden" name="id" value={item.id} />
            <label htmlFor={`${id}-alt`} className="text-sm font-medium">
              {ct("media.altText")}
            </label>
            <input
              id={`${id}-alt`}
              name="altText"
              dir="auto"
              maxLength={300}
              defaultValue={typedAlt ?? item.altText}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-alt-error` : undefined}
              className={`rounded-md border bg-white px-2 py-1 ${altError ? "border-red-700" : "border-gray-500"}`}
            />
            {altError && (
              <p id={`${id}-alt-error`} className="text-sm text-red-700">
                {altError}
              </p>
            )}
            <div>
              <button type="submit" disabled={busy} className={SECONDARY}>
                {ct("media.saveAlt")}
              </button>
            </div>
          </Form>
        ) : (
          <span className="block">{item.altText}</span>
        )}
      </ConsoleCell>
      <ConsoleCell>
        {places.length === 0 ? (
          ct("media.notUsed")
        ) : (
          <ul className="list-disc ps-4">
            {places.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </ConsoleCell>
      {canWrite && (
        <ConsoleCell>
          <Form method="post" action={uploadAction} encType="multipart/form-data" className="grid gap-1">
            <CsrfField />
            <input type="hidden" name="intent" value="replace" />
            <input type="hidden" name="id" value={item.id} />
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              {ct("media.replaceFile", { file: item.fileName })}
            </label>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/svg+xml"
              className="max-w-56 text-sm"
            />
            <div>
              <button type="submit" disabled={busy} className={SECONDARY}>
                {ct("media.replaceSubmit")}
              </button>
            </div>
          </Form>
          <Form method="post" className="mt-3">
            <CsrfField />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" disabled={busy} className={`${SECONDARY} border-red-700 text-red-800`}>
              {ct("media.delete", { file: item.fileName })}
            </button>
          </Form>
        </ConsoleCell>
      )}
    </ConsoleRow>
  );
}
