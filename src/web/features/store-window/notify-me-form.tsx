// "Notify me" on a closed or not-yet-open store (docs/decisions/0032): an address, sent to the server,
// which answers with the confirmation-link message (or why not) in the page's language.
import { useId, useState, type FormEvent } from "react";
import { shopperMessage } from "~core/i18n/message";
import { FormField } from "../../components/form-field";
import { messageText } from "../../i18n/t";

type Answer = { kind: "done" | "error"; text: string } | null;

export function NotifyMeForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await fetch("/api/promo/stores/notify-me", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const body = (await res.json()) as { data?: { message: string }; message?: string };
      setAnswer(
        res.ok
          ? { kind: "done", text: body.data?.message ?? "" }
          : { kind: "error", text: (body.message ?? "").replace(/^email: /, "") },
      );
    } catch {
      setAnswer({ kind: "error", text: messageText(shopperMessage("notify.badLink")) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mx-auto mt-3 w-full max-w-md text-start" noValidate>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField
          id={`${id}-email`}
          label={messageText(shopperMessage("notify.email"))}
          className="min-w-0 flex-1"
          error={answer?.kind === "error" ? answer.text : undefined}
          inputProps={{ type: "email", autoComplete: "email", value: email, onChange: (e) => setEmail(e.target.value) }}
        />
        <button
          type="submit"
          disabled={busy}
          className="shrink-0 rounded-md bg-button px-4 py-2 font-medium text-button-text disabled:opacity-50"
        >
          {messageText(shopperMessage("notify.submit"))}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium" data-testid="notify-answer">
        {answer?.kind === "done" ? answer.text : ""}
      </p>
    </form>
  );
}
