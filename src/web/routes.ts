import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("error-404", "routes/error-404.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("account/login", "routes/account-login.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("shop/products/:productSlug", "routes/product.tsx", { id: "product" }),
  route("shop/product-standard", "routes/product.tsx", { id: "product-standard" }),
  route("shop/product-columnar", "routes/product.tsx", { id: "product-columnar" }),
  route("shop/product-sidebar", "routes/product.tsx", { id: "product-sidebar" }),
  route("shop/cart", "routes/cart.tsx"),
  route("shop/checkout", "routes/checkout.tsx"),
  route("shop/checkout/success", "routes/checkout-success.tsx"),
  route("shop/track-order", "routes/track-order.tsx"),
  route("shop/wishlist", "routes/wishlist.tsx"),
  route("shop/compare", "routes/compare.tsx"),
  // Links encode 'cat/sub' as two segments; static routes under /shop (products, cart…) rank higher.
  route("shop/:categorySlug/:subCategorySlug?", "routes/shop.tsx", { id: "shop-category" }),
  route("category/:categorySlug/:subCategorySlug?", "routes/category.tsx"),
  // Any other path is a content page of the store, or redirects to / (spec §2).
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
