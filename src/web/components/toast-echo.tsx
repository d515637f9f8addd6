// Inside a modal dialog: announces the toasts shown while it is open (the toast area outside is
// hidden from screen readers by the dialog), in a visually hidden live region.
import { useEffect, useState } from "react";
import { onToast } from "../lib/toast";

export function ToastEcho() {
  const [message, setMessage] = useState("");
  useEffect(() => onToast(setMessage), []);
  return (
    <p aria-live="polite" className="sr-only" data-testid="toast-echo">
      {message}
    </p>
  );
}
