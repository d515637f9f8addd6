// The pages the SSR comparison loads (bench/ssr.ts) and the floor renders (bench/ssr-floor.ts).
export const SSR_HOST = "demo.localhost";
export const SSR_PAGES = [
  { name: "listing", path: "/shop" },
  { name: "product", path: "/shop/products/heavyweight-cotton-tee" },
];
