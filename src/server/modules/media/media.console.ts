// The console's Media page of a store (issue 45, docs/recipes/console-page.md): the store's library, an
// upload, alt text, replace and delete, and the list the store editor's image picker shows. Reading
// needs stores.read, changing stores.write, for that store; every method asks `authorize` first.
import type { Kysely } from "kysely";
import type { Actor } from "~core/operators/permissions";
import type { Clock } from "~server/clock";
import type { DB } from "~server/db/schema";
import { authorize } from "~server/modules/operators/authorize";
import { findStoreById } from "~server/modules/stores/stores.service";
import {
  deleteMedia,
  type MediaErrors,
  listMedia,
  type MediaItem,
  type MediaProblem,
  type MediaResult,
  type MediaStorage,
  mediaUsages,
  replaceMedia,
  setMediaAltText,
  SVG_MAX_BYTES,
  uploadMedia,
  type MediaUsage,
} from "./media.service";

export type { MediaErrors, MediaItem, MediaProblem, MediaResult, MediaUsage };

export interface MediaConsoleDeps {
  db: Kysely<DB>;
  actor: Actor | null;
  now: Clock;
  /** DATA_DIR/media and ADMIN_IMAGE_MAX_MB in bytes; absent, uploads are refused (503). */
  storage?: { dir: string; imageMaxBytes: number };
}

export interface MediaLibraryView {
  storeId: string;
  storeName: string;
  items: (MediaItem & { usages: MediaUsage[] })[];
  /** The largest JPEG, PNG or WebP, and the largest SVG, in MB. */
  maxMb: number;
  svgMaxKb: number;
}

export interface MediaConsole {
  library(storeId: string): Promise<MediaLibraryView>;
  upload(
    storeId: string,
    input: { bytes: Uint8Array; fileName?: string; altText?: string },
  ): Promise<MediaResult<MediaItem>>;
  replace(
    storeId: string,
    id: string,
    input: { bytes: Uint8Array; fileName?: string },
  ): Promise<MediaResult<{ item: MediaItem; places: number }>>;
  setAltText(storeId: string, id: string, altText: string): Promise<MediaResult<MediaItem>>;
  remove(storeId: string, id: string): Promise<MediaResult<MediaItem>>;
}

const notFound = () => new Response("No such store.", { status: 404 });

export function createMediaConsole(deps: MediaConsoleDeps): MediaConsole {
  const { db, actor, now } = deps;
  const storage = (): MediaStorage => {
    if (!deps.storage) throw new Response("Uploads are not set up.", { status: 503 });
    return { dir: deps.storage.dir, maxBytes: deps.storage.imageMaxBytes };
  };
  const requireStore = async (storeId: string) => {
    const store = await findStoreById(db, storeId);
    if (!store) throw notFound();
    return store;
  };
  const writer = (self: Actor) => ({ actor: { id: self.id, email: self.email }, at: now() });
  return {
    async library(storeId) {
      authorize(actor, "stores.read", storeId);
      const store = await requireStore(storeId);
      const items = await listMedia(db, storeId);
      const withUsages = await Promise.all(
        items.map(async (item) => ({ ...item, usages: await mediaUsages(db, storeId, item.url) })),
      );
      return {
        storeId,
        storeName: store.data.primaryInformation.storeName,
        items: withUsages,
        maxMb: Math.round(((deps.storage?.imageMaxBytes ?? 0) / (1024 * 1024)) * 100) / 100,
        svgMaxKb: SVG_MAX_BYTES / 1024,
      };
    },
    async upload(storeId, input) {
      const self = authorize(actor, "stores.write", storeId);
      await requireStore(storeId);
      return uploadMedia(db, storage(), storeId, input, writer(self));
    },
    async replace(storeId, id, input) {
      const self = authorize(actor, "stores.write", storeId);
      await requireStore(storeId);
      return replaceMedia(db, storage(), storeId, id, input, writer(self));
    },
    async setAltText(storeId, id, altText) {
      const self = authorize(actor, "stores.write", storeId);
      await requireStore(storeId);
      return setMediaAltText(db, storeId, id, altText, writer(self));
    },
    async remove(storeId, id) {
      const self = authorize(actor, "stores.write", storeId);
      await requireStore(storeId);
      return deleteMedia(db, storage(), storeId, id, writer(self));
    },
  };
}
