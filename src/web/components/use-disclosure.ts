// A button that shows and hides a panel (menus, account, mini-cart): closes on Escape (focus back
// on the button), on a click or focus outside, and when the page changes.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useEarlyClick } from "../lib/early-click";

export function useDisclosure<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  // A tap on the button before the page hydrated (kept by the starter script) opens the panel now.
  useEarlyClick(buttonRef, () => setOpen(true));

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onBlur = (event: React.FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return { open, setOpen, rootRef, buttonRef, onBlur, toggle: () => setOpen((value) => !value) };
}
