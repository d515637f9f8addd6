// Serves a store's uploaded images (product images and its media library, issue 45): named by their
// content, so a year's immutable caching is safe; a store's images are public like its demo media. An
// SVG is rebuilt from an allow-list on upload (media-files.ts); opened on its own rather than shown by an
// <img>, the site's Content-Security-Policy (http/security-headers.ts: scripts only from the site with
// the page's nonce) would still run nothing in it, and nosniff keeps every type as declared.
import { Hono } from "hono";
import type { AppEnv } from "~server/context";
import { notFound } from "~server/http/errors";
import { readMediaFile } from "./media.service";

const IMMUTABLE = "public, max-age=31536000, immutable";

export function createMediaRoutes(mediaDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/media/stores/:storeId/:file", async (c) => {
    const image = await readMediaFile(mediaDir, c.req.param("storeId"), c.req.param("file"));
    if (!image) throw notFound("There is no such image.");
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", image.etag);
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.header("if-none-match") === image.etag) return c.body(null, 304);
    c.header("Content-Type", image.contentType);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  });
  return app;
}
