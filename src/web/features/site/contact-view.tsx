// The contact pages (spec §2 'Contact pages'): address, opening hours, placeholder phone and email,
// the local street map and the contact form. 'standard' puts details and map beside the form;
// 'alt' puts the map full width on top, then form and details side by side.
import { t } from "../../i18n/t";
import type { ContactSample } from "../../lib/site-samples";
import { ContactForm } from "./contact-form";
import { StreetMap } from "./street-map";

function ContactDetails({ contact }: { contact: ContactSample }) {
  return (
    <section aria-labelledby="contact-details-heading" className="self-start rounded-lg border border-gray-200 p-5">
      <h2 id="contact-details-heading" className="mb-4 text-xl font-semibold">
        {t("site.contact.details")}
      </h2>
      <dl className="flex flex-col gap-4">
        <div>
          <dt className="font-semibold">{t("site.contact.address")}</dt>
          <dd>
            <address className="not-italic">
              {contact.address.map((line) => (
                <span key={line} className="block" dir="auto">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("site.contact.hours")}</dt>
          <dd data-testid="opening-hours">{t("site.contact.hoursText")}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("site.contact.phone")}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="text-link underline" dir="ltr">
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("site.contact.email")}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className="text-link underline">
              {contact.email}
            </a>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-gray-700">{t("site.contact.placeholderNote")}</p>
    </section>
  );
}

function MapSection({ contact }: { contact: ContactSample }) {
  return (
    <section aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className="sr-only">
        {t("site.contact.mapHeading")}
      </h2>
      <StreetMap address={contact.address.join(", ")} />
    </section>
  );
}

export function ContactView({ contact, layout }: { contact: ContactSample; layout: "standard" | "alt" }) {
  if (layout === "alt")
    return (
      <div className="flex flex-col gap-8">
        <MapSection contact={contact} />
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <ContactForm />
          <ContactDetails contact={contact} />
        </div>
      </div>
    );
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <ContactDetails contact={contact} />
        <MapSection contact={contact} />
      </div>
      <ContactForm />
    </div>
  );
}
