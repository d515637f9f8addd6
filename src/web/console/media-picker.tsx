// The store editor's image fields (issue 45): the address field as before (a web address or a path from
// "/", checked when saved), and a button that opens the store's media library in a dialog to choose
// one of its images or upload a new one; the chosen image's address goes into the field, which the
// operator then saves with the rest of the part. The library is read from, and uploads are posted to,
// the store's Media page (/console/stores/:storeId/media, `picker=1`).
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useParams } from "react-router";
import type { MediaErrors, MediaItem } from "~server/modules/media/media.console";
import { Button } from "../components/button";
import { MediaUploadForm } from "./media-upload-form";
import { TextField } from "./store-fields";
import { fieldId } from "./store-form";
import { useConsoleLayout, useConsoleText } from "./ui";

type Library = { items: MediaItem[]; maxMb: number; svgMaxKb: number };
type UploadAnswer = {
  errors: MediaErrors;
  item?: MediaItem;
  altText?: string;
};

export function ImageField(props: { path: string; label: string; value: unknown; kind?: "" | "o"; ltr?: boolean }) {
  const ct = useConsoleText();
  const { storeId } = useParams();
  const { csrfToken } = useConsoleLayout();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [selected, setSelected] = useState<string>("");
  const opener = useRef<HTMLButtonElement>(null);
  const library = useFetcher<Library>();
  const upload = useFetcher<UploadAnswer>();
  const groupId = useId();
  const base = `/console/stores/${storeId ?? ""}/media`;

  useEffect(() => {
    if (open && library.state === "idle" && !library.data) library.load(base);
  }, [open, library, base]);

  const choose = (item: MediaItem) => {
    const input = document.getElementById(fieldId(props.path)) as HTMLInputElement | null;
    if (input) input.value = item.url;
    setChosen(item);
    setOpen(false);
  };

  // Once the library is there, focus goes to its first image (the dialog opens on "Loading…").
  const focused = useRef(false);
  const firstImage = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) focused.current = false;
    else if (library.data && !focused.current) {
      focused.current = true;
      firstImage.current?.focus();
    }
  }, [open, library.data]);

  // An image uploaded from the dialog is chosen at once.
  const uploaded = upload.data?.item;
  useEffect(() => {
    if (uploaded) {
      choose(uploaded);
      library.load(base);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploaded]);

  const items = library.data?.items ?? [];
  const limits = { maxMb: library.data?.maxMb ?? 0, svgMaxKb: library.data?.svgMaxKb ?? 0 };
  return (
    <div>
      <TextField {...props} ltr />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          ref={opener}
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-md border border-gray-500 bg-white px-3 py-1 text-sm font-medium"
          aria-describedby={chosen ? `${fieldId(props.path)}-chosen` : undefined}
        >
          {ct("media.picker.choose")}
        </button>
        {chosen && (
          <p id={`${fieldId(props.path)}-chosen`} role="status" className="flex items-center gap-2 text-sm">
            <img src={chosen.url} alt="" width={32} height={32} className="h-8 w-8 rounded border object-contain" />
            {ct("media.picker.chosen", { file: chosen.fileName })}
          </p>
        )}
      </div>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed inset-x-2 top-8 z-50 mx-auto max-h-[85vh] max-w-2xl overflow-y-auto rounded-md bg-white p-4 text-gray-900 shadow-xl"
          >
            <Dialog.Title className="mb-3 text-lg font-semibold">
              {ct("media.picker.title", { field: props.label })}
            </Dialog.Title>
            {!library.data ? (
              <p role="status">{ct("media.picker.loading")}</p>
            ) : items.length === 0 ? (
              <p>{ct("media.picker.none")}</p>
            ) : (
              <fieldset>
                <legend className="mb-2 font-medium" id={groupId}>
                  {ct("media.picker.images")}
                </legend>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {items.map((item, index) => (
                    <li key={item.id}>
                      <label className="flex cursor-pointer flex-col gap-1 rounded-md border border-gray-300 p-2 has-[:checked]:border-gray-900 has-[:checked]:ring-2 has-[:checked]:ring-gray-900">
                        <img
                          src={item.url}
                          alt=""
                          width={120}
                          height={80}
                          className="h-20 w-full bg-gray-50 object-contain"
                        />
                        <span className="flex items-start gap-2 text-sm">
                          <input
                            ref={index === 0 ? firstImage : undefined}
                            type="radio"
                            name={`${groupId}-image`}
                            value={item.id}
                            checked={selected === item.id}
                            onChange={() => setSelected(item.id)}
                            className="mt-1"
                          />
                          <span>
                            <span className="block break-all font-medium" dir="ltr">
                              {item.fileName}
                            </span>
                            <span className="block text-gray-700">{item.altText || ct("media.picker.noAlt")}</span>
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                type="button"
                disabled={!items.some((item) => item.id === selected)}
                onClick={() => {
                  const item = items.find((candidate) => candidate.id === selected);
                  if (item) choose(item);
                }}
              >
                {ct("media.picker.use")}
              </Button>
              <Dialog.Close className="rounded-md border border-gray-500 bg-white px-4 py-2 font-medium">
                {ct("media.picker.cancel")}
              </Dialog.Close>
            </div>
            {library.data && (
              <div className="mt-6">
                <MediaUploadForm
                  idPrefix={`${fieldId(props.path)}-upload`}
                  limits={limits}
                  heading="h3"
                  fetcher={upload}
                  action={`${base}?_csrf=${encodeURIComponent(csrfToken)}&picker=1`}
                  error={upload.data?.item ? undefined : upload.data?.errors}
                  altText={upload.data?.item ? undefined : upload.data?.altText}
                />
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
