// Zod compiles an object schema's parser with `new Function` where the page allows it, and finds out
// by trying once, when the first object schema is built. The store's Content-Security-Policy has no
// 'unsafe-eval', so the try throws; zod catches it, but Chromium has already reported a violation (a
// `securitypolicyviolation` event, an issue in DevTools, a point off Lighthouse's best practices) on
// every page whose scripts build a schema: checkout, the account forms, contact us, the blog. Told to
// run jitless, zod does not try.
//
// The switch is written into zod's global configuration object, `globalThis.__zod_globalConfig`, the
// one `z.config()` returns (zod keeps it on globalThis so that every copy of zod shares it). Importing
// `config` from zod instead would draw zod's core into the shell chunk: 20 KB more on every page's
// first load. zod-jitless.test.ts holds zod to that object, and the end-to-end suite fails on any CSP
// violation (tests/e2e/fixtures.ts). The root route imports this module first, and the browser runs
// the root route's modules before any page's, so the switch is set before any schema is built. The
// server, which has no such policy, keeps the compiled parsers.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/** Sets zod's `jitless` whether or not zod has been loaded yet. */
export function makeZodJitless(): void {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}

if (!import.meta.env.SSR) makeZodJitless();
