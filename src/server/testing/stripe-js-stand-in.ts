// Stripe.js stand-in (tests only): a local script, served by the fake Stripe (fake-stripe.ts) at /v3
// as js.stripe.com serves https://js.stripe.com/v3, that keeps to the part of Stripe.js's documented
// interface the checkout uses, so the Playwright checkout runs with no network:
//   Stripe(publishableKey, { locale }) → stripe
//   stripe.elements({ mode: "payment", amount, currency, captureMethod, locale }) → elements
//   elements.create("payment") → paymentElement; paymentElement.mount(domElement); .on("change", cb); .destroy()
//   elements.update({ amount }); elements.submit() → { error? }
//   stripe.createConfirmationToken({ elements }) → { confirmationToken: { id } } | { error }
//   stripe.handleNextAction({ clientSecret }) → { paymentIntent } | { error }
// Unlike Stripe's, its Payment Element is plain fields in the page, not a cross-origin frame, and its
// 3-D Secure challenge is an in-page dialog with "Complete" and "Fail" buttons, as Stripe's test page has.
// Card numbers go from these fields to the fake Stripe only, never to the store's server.
export const STRIPE_JS_STAND_IN = String.raw`(function () {
  "use strict";
  var origin = new URL(document.currentScript.src).origin;
  function field(label, name, autocomplete, inputmode) {
    var wrap = document.createElement("label");
    wrap.style.display = "block";
    wrap.style.marginBlockEnd = "0.5rem";
    wrap.textContent = label;
    var input = document.createElement("input");
    input.name = name;
    input.autocomplete = autocomplete;
    input.inputMode = inputmode;
    input.style.display = "block";
    input.style.inlineSize = "100%";
    input.style.border = "1px solid #767676";
    input.style.padding = "0.5rem";
    wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }
  function post(path, form, key) {
    return fetch(origin + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: "Bearer " + key },
      body: new URLSearchParams(form).toString(),
    }).then(function (res) {
      return res.json().then(function (json) {
        return res.ok ? json : Promise.reject(json.error || { message: "Stripe error" });
      });
    });
  }
  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey))) throw new Error("Invalid API Key provided: " + publishableKey);
    return {
      elements: function (options) {
        var fields;
        var listeners = [];
        var elements = {
          options: options,
          create: function (type) {
            if (type !== "payment") throw new Error("The stand-in has the Payment Element only");
            var box = document.createElement("div");
            box.setAttribute("data-stripe-stand-in", "payment-element");
            var number = field("Card number", "number", "cc-number", "numeric");
            var expiry = field("Expiration date (MM / YY)", "expiry", "cc-exp", "numeric");
            var cvc = field("Security code", "cvc", "cc-csc", "numeric");
            box.append(number.wrap, expiry.wrap, cvc.wrap);
            fields = { number: number.input, expiry: expiry.input, cvc: cvc.input };
            box.addEventListener("input", function () {
              var complete = fields.number.value.replace(/\s/g, "").length >= 15 && fields.expiry.value.length >= 4 && fields.cvc.value.length >= 3;
              listeners.forEach(function (cb) { cb({ elementType: "payment", complete: complete, empty: false }); });
            });
            return {
              mount: function (target) {
                (typeof target === "string" ? document.querySelector(target) : target).appendChild(box);
                setTimeout(function () { listeners.forEach(function (cb) { cb({ elementType: "payment", complete: false, empty: true }); }); });
              },
              on: function (event, cb) { if (event === "change") listeners.push(cb); },
              destroy: function () { box.remove(); },
            };
          },
          update: function (next) { Object.assign(options, next); },
          submit: function () {
            if (!fields || fields.number.value.replace(/\s/g, "").length < 12)
              return Promise.resolve({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });
            if (fields.cvc.value.length < 3)
              return Promise.resolve({ error: { type: "validation_error", code: "incomplete_cvc", message: "Your card's security code is incomplete." } });
            return Promise.resolve({});
          },
          _card: function () { return fields.number.value.replace(/\s/g, ""); },
        };
        return elements;
      },
      createConfirmationToken: function (args) {
        return post("/v1/confirmation_tokens", { "payment_method_data[type]": "card", "payment_method_data[card][number]": args.elements._card() }, publishableKey)
          .then(function (token) { return { confirmationToken: token }; }, function (error) { return { error: error }; });
      },
      handleNextAction: function (args) {
        var intentId = String(args.clientSecret).split("_secret_")[0];
        return new Promise(function (resolve) {
          var dialog = document.createElement("dialog");
          dialog.setAttribute("aria-label", "3D Secure authentication");
          dialog.style.pointerEvents = "auto";
          var text = document.createElement("p");
          text.textContent = "Stripe.js stand-in: 3D Secure test payment page";
          var ok = document.createElement("button");
          ok.type = "button";
          ok.textContent = "Complete";
          var fail = document.createElement("button");
          fail.type = "button";
          fail.textContent = "Fail";
          dialog.append(text, ok, fail);
          document.body.appendChild(dialog);
          dialog.showModal();
          function answer(outcome) {
            dialog.close();
            dialog.remove();
            post("/v1/payment_intents/" + intentId + "/authenticate", { client_secret: args.clientSecret, outcome: outcome }, publishableKey)
              .then(function (intent) {
                resolve(intent.status === "requires_capture" || intent.status === "succeeded"
                  ? { paymentIntent: intent }
                  : { error: Object.assign({ type: "card_error" }, intent.last_payment_error) });
              }, function (error) { resolve({ error: error }); });
          }
          ok.addEventListener("click", function () { answer("succeed"); });
          fail.addEventListener("click", function () { answer("fail"); });
          dialog.addEventListener("cancel", function () { answer("fail"); });
        });
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
