// Server entry: React Router's handleRequest is the document renderer of ./document (one-pass render,
// hydration data outside React, paint first; its README names the private contracts it relies on).
import { displayStorage } from "~server/http/request-display";
import { setDisplaySource } from "./i18n/display";
import "./i18n/catalogs.server";
import "./load-context";

// t() and formatMoney() read the language and currency of the request being rendered.
setDisplaySource(() => displayStorage.getStore() ?? { locale: "en", currency: "USD", rates: null });

export { renderDocument as default, streamTimeout } from "./document/render.server";
