// Logout on a private store (spec §4): clears the marker and the server's cookie, then goes to /.
import { t } from "../i18n/t";
import { logoutStore } from "../lib/api";
import { clearAccessMarker } from "../lib/private-access";

export function LogoutButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={async () => {
        clearAccessMarker();
        await logoutStore();
        window.location.assign("/");
      }}
      className={className ?? "rounded-md border border-gray-400 px-4 py-2 font-medium hover:border-link"}
    >
      {t("account.logout")}
    </button>
  );
}
