/** node's arguments for the server as `npm start` runs it, with `extraFlags` after its own (see start-args.mjs). */
export function startArgs(extraFlags?: readonly string[]): string[];
