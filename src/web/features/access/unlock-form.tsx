// The private store's password box (spec §2, §4, §5): the server's success flag decides; on success
// the access marker is saved and the shopper goes to the home page, which the server now renders
// unlocked (its HttpOnly cookie was set by the password check). A wrong password gets the spec's toast.
import { useId, useState } from "react";
import { t } from "../../i18n/t";
import { validateStorePassword } from "../../lib/api";
import { announceAfterLoad } from "../../lib/page-focus";
import { saveAccessMarker } from "../../lib/private-access";
import { showToast } from "../../lib/toast";
import { Button } from "../../components/button";

export function UnlockForm({ intro = true }: { intro?: boolean }) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const id = useId();
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || password === "") return;
    setBusy(true);
    const result = await validateStorePassword(password);
    if (result.success) {
      saveAccessMarker(result.token);
      announceAfterLoad(t("a11y.storeUnlocked"));
      // A full load: every loader (navigation, cart indicator, products) re-runs with the new cookie.
      window.location.assign("/");
      return;
    }
    setBusy(false);
    setWrong(true);
    void showToast("error", t("account.invalidPassword"));
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      {intro && <p className="text-sm text-gray-700">{t("account.privateStore")}</p>}
      <label htmlFor={id} className="text-sm font-medium">
        {t("account.storePassword")}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setWrong(false);
        }}
        className="rounded-md border border-gray-400 px-3 py-2 text-gray-900 aria-invalid:border-red-700"
      />
      {wrong && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {t("account.invalidPassword")}
        </p>
      )}
      <Button
        type="submit"
        // Not `disabled`: that would drop focus to <body> while the password is checked.
        aria-disabled={busy}
      >
        {t("account.unlock")}
      </Button>
    </form>
  );
}
