// Words of the media library (issue 45) shared by its page and the store editor's image picker: a
// refusal's code in the console's language, and where an image is used.
import type { MediaErrors, MediaProblem, MediaUsage } from "~server/modules/media/media.console";
import type { ConsoleTextKey } from "./i18n/en";
import { useConsoleText } from "./ui";

/** What the media library's page and picker need to word a refusal. */
export interface MediaLimits {
  maxMb: number;
  svgMaxKb: number;
}

/** The console text of each refusal code of media.service.ts: a new code without its text fails the type check. */
const MEDIA_ERROR_TEXT = {
  missing: "media.err.missing",
  tooLarge: "media.err.tooLarge",
  svgTooLarge: "media.err.svgTooLarge",
  type: "media.err.type",
  svgUnsafe: "media.err.svgUnsafe",
  altTooLong: "media.err.altTooLong",
  notFound: "media.err.notFound",
} as const satisfies Record<MediaProblem, ConsoleTextKey>;

/** A refusal's code of one field (file, altText, form). */
export type MediaRefusal = NonNullable<MediaErrors[keyof MediaErrors]>;

export function useMediaText() {
  const ct = useConsoleText();
  const place = (usage: MediaUsage): string => {
    if (usage.kind === "logo") return ct("media.used.logo");
    if (usage.kind === "footerLogo") return ct("media.used.footerLogo");
    if (usage.kind === "slide") return ct("media.used.slide", { page: usage.page, n: usage.slide });
    return ct("media.used.product", { name: usage.name });
  };
  const problem = (code: MediaRefusal | undefined, limits: MediaLimits, usages: readonly MediaUsage[] = []) => {
    if (!code) return undefined;
    if (code === "inUse") return ct("media.err.inUse", { places: usages.map(place).join("; ") });
    return ct(MEDIA_ERROR_TEXT[code], { max: limits.maxMb, kb: limits.svgMaxKb });
  };
  return { place, problem };
}
