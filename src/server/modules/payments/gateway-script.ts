// The test gateway's browser script, served at /payments/test/v1.js. It posts card data to the
// gateway's own endpoint beside it (the script's origin), never to the store API, and resolves to
// { tokenId } or { error: { message, code? } } — it never rejects, so checkout always gets a message to
// show. It sends the page's language (<html lang>), so the gateway words its refusals in it; when
// the gateway cannot be reached it says so with the code "unreachable" for the page to word.
export const GATEWAY_SCRIPT = `(function () {
  "use strict";
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : window.location.origin;
  function text(value) { return value === undefined || value === null ? "" : String(value); }
  function createToken(card) {
    card = card || {};
    var lang = document.documentElement.lang || "en";
    return fetch(base + "/payments/test/tokens?lang=" + encodeURIComponent(lang), {
      method: "POST",
      credentials: "omit",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        number: text(card.number),
        expMonth: text(card.expMonth),
        expYear: text(card.expYear),
        cvc: text(card.cvc)
      })
    })
      .then(function (res) {
        return res.json().then(function (body) {
          if (res.ok && body && body.tokenId) return { tokenId: body.tokenId };
          return { error: { message: (body && body.message) || "Invalid credit card." } };
        });
      })
      .catch(function () {
        return { error: { code: "unreachable", message: "The payment service is unreachable. Please try again." } };
      });
  }
  window.TestPay = { version: 1, createToken: createToken };
})();
`;
