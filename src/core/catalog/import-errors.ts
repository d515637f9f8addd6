// Words a catalogue import answers with that its callers tell apart (the console shows its own text).

/** A JSON catalogue file (or admin API body) that does not parse. */
export const NOT_VALID_JSON = "Request body must be valid JSON";
