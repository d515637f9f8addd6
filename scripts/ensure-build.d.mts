/** The web app's server build (build/server/index.js), relative to the project root. */
export const WEB_BUILD: string;
/** What the web build is built from, relative to the project root. */
export const WEB_SOURCES: string[];
/** Whether `output` is missing or older than any of `sources` (paths relative to the project root). */
export function isStale(output: string, sources: readonly string[]): boolean;
/** Builds the web app and the server bundle where they are missing or stale. */
export function ensureBuild(): Promise<void>;
