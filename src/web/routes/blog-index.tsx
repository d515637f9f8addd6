// /blog (spec §2): the blog starts at its classic listing.
import { redirect } from "react-router";

export function loader() {
  throw redirect("/blog/category-classic");
}

export default function BlogIndex() {
  return null;
}
