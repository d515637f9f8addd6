// The store's content pages: each page's menu entry and submenu, and its sections (html, slider, carousel).
import type { ConsoleTextKey } from "../i18n/en";
import { ImageField } from "../media-picker";
import { CheckField, RemoveRow, SelectField, TextArea, TextField } from "../store-fields";
import { useConsoleText } from "../ui";
import { LinkPicker } from "./link-picker";
import { MoveButtons } from "./move-buttons";
import { RichTextField } from "./rich-text-field";
import { Grid, type PartProps } from "./part";
import { SubmenuFields } from "./submenu-fields";

const CAROUSEL_SOURCES: readonly string[] = ["latest", "Featured", "New", "Best Seller"];

export function PagesPart({ doc }: PartProps) {
  const ct = useConsoleText();
  const pages = [...(doc.contentManagement ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const addCls = "rounded-md border border-gray-500 px-3 py-1 text-sm";
  return (
    <>
      <p className="text-sm text-gray-700">{ct("stores.pages.hint")}</p>
      <ol className="space-y-6" id="contentManagement">
        {pages.map((page, i) => {
          const k = `contentManagement.${i}`;
          const sections = [...(page.sections ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
          return (
            <li key={i} id={`contentManagement-${i}`}>
              <fieldset className="space-y-4 rounded-md border border-gray-400 p-4">
                <legend className="px-1 font-semibold">{ct("stores.pages.page", { name: page.name })}</legend>
                <MoveButtons list="contentManagement" index={i} count={pages.length} name={page.name} />
                <Grid>
                  <TextField path={`${k}.name`} label={ct("stores.f.pageName")} value={page.name} />
                  <TextField path={`${k}.url`} label={ct("stores.f.pageUrl")} value={page.url} ltr />
                  <TextField path={`${k}.title`} kind="o" label={ct("stores.f.pageTitle")} value={page.title} />
                </Grid>
                <CheckField
                  path={`${k}.navbarVisibility`}
                  label={ct("stores.f.navbarVisibility")}
                  value={page.navbarVisibility}
                />
                <CheckField path={`${k}.productPage`} label={ct("stores.f.productPage")} value={page.productPage} />
                <CheckField path={`${k}.shopHidden`} label={ct("stores.f.shopHidden")} value={page.shopHidden} />
                <SubmenuFields path={`${k}.submenu`} submenu={page.submenu} />
                <ol className="space-y-4" id={`${k.replace(/\./g, "-")}-sections`}>
                  {sections.map((s, j) => {
                    const sk = `${k}.sections.${j}`;
                    const label = ct(`stores.section.${s.type}`);
                    return (
                      <li key={j}>
                        <fieldset className="space-y-3 rounded-md border border-gray-300 p-3">
                          <legend className="px-1 font-medium">
                            {ct("stores.pages.sectionN", { n: j + 1, type: label })}
                          </legend>
                          <input type="hidden" name={`${sk}.type`} value={s.type} />
                          <MoveButtons
                            list={`${k}.sections`}
                            index={j}
                            count={sections.length}
                            name={`${label} ${j + 1}`}
                          />
                          {s.type === "html" && (
                            <RichTextField path={`${sk}.html`} label={ct("stores.f.html")} value={s.html} />
                          )}
                          {s.type === "productsCarousel" && (
                            <Grid>
                              <TextField
                                path={`${sk}.title`}
                                kind="o"
                                label={ct("stores.f.carouselTitle")}
                                value={s.title}
                              />
                              <SelectField
                                path={`${sk}.source`}
                                label={ct("stores.f.carouselSource")}
                                value={s.source}
                                options={[
                                  ...CAROUSEL_SOURCES.map((v) => ({
                                    value: v,
                                    label: ct(`stores.source.${v.replace(" ", "")}` as ConsoleTextKey),
                                  })),
                                  // A source the list does not name is kept (it lists by sort order).
                                  ...(CAROUSEL_SOURCES.includes(s.source)
                                    ? []
                                    : [{ value: s.source, label: s.source }]),
                                ]}
                              />
                              <TextArea
                                path={`${sk}.categories`}
                                kind="l"
                                label={ct("stores.f.carouselCategories")}
                                hint={ct("stores.f.carouselCategoriesHint")}
                                value={s.categories}
                                rows={2}
                                ltr
                              />
                              <TextField
                                path={`${sk}.layout`}
                                label={ct("stores.f.carouselLayout")}
                                value={s.layout}
                                ltr
                              />
                              <TextField
                                path={`${sk}.rows`}
                                kind="i"
                                label={ct("stores.f.carouselRows")}
                                value={s.rows}
                              />
                              <TextField
                                path={`${sk}.limit`}
                                kind="i"
                                label={ct("stores.f.carouselLimit")}
                                value={s.limit}
                              />
                            </Grid>
                          )}
                          {s.type === "slider" &&
                            [...s.slides, undefined].map((slide, n) => {
                              const lk = `${sk}.slides.${n}`;
                              return (
                                <fieldset key={n} className="grid gap-3 border-t border-gray-200 pt-3 sm:grid-cols-2">
                                  <legend className="text-sm font-medium">
                                    {slide ? ct("stores.pages.slideN", { n: n + 1 }) : ct("stores.rows.new")}
                                  </legend>
                                  <ImageField
                                    path={`${lk}.imageFull`}
                                    label={ct("stores.f.slideImage")}
                                    value={slide?.imageFull}
                                    ltr
                                  />
                                  <ImageField
                                    path={`${lk}.imageClassic`}
                                    kind="o"
                                    label={ct("stores.f.slideImageClassic")}
                                    value={slide?.imageClassic}
                                    ltr
                                  />
                                  <ImageField
                                    path={`${lk}.imageMobile`}
                                    kind="o"
                                    label={ct("stores.f.slideImageMobile")}
                                    value={slide?.imageMobile}
                                    ltr
                                  />
                                  <TextField
                                    path={`${lk}.title`}
                                    kind="o"
                                    label={ct("stores.f.slideTitle")}
                                    value={slide?.title}
                                  />
                                  <TextField
                                    path={`${lk}.text`}
                                    kind="o"
                                    label={ct("stores.f.slideText")}
                                    value={slide?.text}
                                  />
                                  <TextField
                                    path={`${lk}.action.text`}
                                    label={ct("stores.f.slideActionText")}
                                    value={slide?.action?.text}
                                  />
                                  <LinkPicker
                                    path={`${lk}.action.link`}
                                    label={ct("stores.f.slideActionLink")}
                                    value={slide?.action?.link}
                                  />
                                  {slide && <RemoveRow path={lk} label={ct("stores.rows.remove")} />}
                                </fieldset>
                              );
                            })}
                        </fieldset>
                      </li>
                    );
                  })}
                </ol>
                <div className="flex flex-wrap gap-2">
                  {(["html", "slider", "productsCarousel"] as const).map((type) => (
                    <button
                      key={type}
                      type="submit"
                      name="intent"
                      value={`add:${k}.sections:${type}`}
                      className={addCls}
                    >
                      {ct("stores.pages.addSection", { type: ct(`stores.section.${type}`), name: page.name })}
                    </button>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" name="intent" value="add:contentManagement" className={addCls}>
        {ct("stores.pages.add")}
      </button>
    </>
  );
}
