// /account (spec §2): the bare base goes to the dashboard.
import { redirect } from "react-router";

export function loader() {
  return redirect("/account/dashboard");
}
