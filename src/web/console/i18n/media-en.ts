// The media library's console texts in English (issue 45): the Media page of a store, the store
// editor's image picker and its image-address messages; ru and ar twins in media-ru.ts and media-ar.ts.
export const mediaEn = {
  "media.title": "Media",
  "media.link": "Media library",
  "media.back": "Back to the store",
  "media.intro":
    "Images for this store's logo, footer logo, banner and slides. JPEG, PNG and WebP up to {max} MB; SVG up to {svgKb} KB, with scripts, links and embedded content removed.",
  "media.upload": "Upload an image",
  "media.file": "Image file",
  "media.altText": "Alt text",
  "media.altHint":
    "What the image shows, for people who cannot see it (for a logo: the name it shows). Leave empty for a decorative image.",
  "media.uploadSubmit": "Upload",
  "media.uploaded": "Image uploaded.",
  "media.replaced": "Image replaced. Places now showing the new file: {count}.",
  "media.altSaved": "Alt text saved.",
  "media.deleted": "Image deleted.",
  "media.empty": "No images yet: upload the first one.",
  "media.caption": "Images of {store}",
  "media.col.image": "Image",
  "media.col.details": "File and alt text",
  "media.col.usedIn": "Used in",
  "media.col.actions": "Replace or delete",
  "media.notUsed": "Not used",
  "media.used.logo": "Logo",
  "media.used.footerLogo": "Footer logo",
  "media.used.slide": "Page {page}, slide {n}",
  "media.used.product": "Product {name}",
  "media.size": "{kb} KB",
  "media.saveAlt": "Save alt text",
  "media.replaceFile": "New file for {file}",
  "media.replaceSubmit": "Replace",
  "media.delete": "Delete {file}",
  "media.err.missing": "Image file: choose a file to upload.",
  "media.err.tooLarge": "Image file: the file is larger than {max} MB; make it smaller.",
  "media.err.svgTooLarge": "Image file: an SVG may be at most {kb} KB.",
  "media.err.type":
    "Image file: this is not a JPEG, PNG, WebP or SVG image (the file's content is checked, not its name).",
  "media.err.svgUnsafe":
    "Image file: this SVG declares a document type or entities and cannot be made safe; export it again without them.",
  "media.err.altTooLong": "Alt text: write at most 250 characters.",
  "media.err.notFound": "This image is no longer in the library.",
  "media.err.inUse": "This image is in use and was not deleted: {places}. Choose another image there first.",
  "media.picker.choose": "Choose from the media library",
  "media.picker.title": "Choose an image for “{field}”",
  "media.picker.loading": "Loading the library…",
  "media.picker.none": "The library has no images yet.",
  "media.picker.images": "Images of the library",
  "media.picker.use": "Use this image",
  "media.picker.cancel": "Cancel",
  "media.picker.uploadNew": "Or upload a new image",
  "media.picker.uploading": "Uploading…",
  "media.picker.chosen": "Chosen: {file}. Save to keep it.",
  "media.picker.noAlt": "(no alt text)",
  "stores.err.imageAddress":
    "Enter a web address starting with https:// or a path starting with / (such as /media/…), or choose an image from the media library.",
  "stores.err.imageOtherStore": "This image belongs to another store: upload it to this store's media library.",
} as const;

/** media-ru and media-ar: every key of mediaEn. */
export type MediaTexts = { readonly [K in keyof typeof mediaEn]: string };
