// The toasts' own clocks (WCAG 2.2.1, 2.2.2; decision 0110), loaded with sonner on the first toast.
// Sonner pauses every toast while the pointer is anywhere over its stack, including the invisible
// strips it adds between and around toasts, and while a pointer press that began on it has not been
// released over it; on a phone a tap left the stack "hovered" until the next tap elsewhere. So a toast
// near the pointer stayed up indefinitely. Here each toast is handed to sonner with no time limit and
// dismissed by its own timer, which pauses only while a mouse or pen points inside the toast's own box
// or focus is inside the toast, and while the page is hidden.
import { toast as sonner } from "sonner";

export interface TimedToast {
  duration: number;
  action?: { label: string; onClick: () => void };
}

interface Clock {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const clocks = new Map<string, Clock>();
let count = 0;
let pointer: { x: number; y: number } | null = null;
let listening = false;

/** The element sonner renders for a toast (its class names the toast's id). */
export function toastElement(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-sonner-toast].${id}`);
}

/** Whether the toast is being read: a mouse or pen inside its box, or focus inside it. */
export function isHeld(id: string): boolean {
  if (document.hidden) return true;
  const element = toastElement(id);
  if (!element) return false;
  if (element.contains(document.activeElement)) return true;
  if (!pointer) return false;
  const box = element.getBoundingClientRect();
  return pointer.x >= box.left && pointer.x <= box.right && pointer.y >= box.top && pointer.y <= box.bottom;
}

function settle(id: string): void {
  const clock = clocks.get(id);
  if (!clock) return;
  const held = isHeld(id);
  if (held && clock.timer !== undefined) {
    clearTimeout(clock.timer);
    clock.timer = undefined;
    clock.remaining -= Date.now() - clock.startedAt;
  } else if (!held && clock.timer === undefined) {
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => dismissToast(id), Math.max(0, clock.remaining));
  }
}

function settleAll(): void {
  for (const id of clocks.keys()) settle(id);
}

function listen(): void {
  if (listening) return;
  listening = true;
  const onPointer = (event: PointerEvent) => {
    // A finger does not hover: touching a toast does not hold it (it can be swiped or closed).
    pointer = event.pointerType === "touch" ? null : { x: event.clientX, y: event.clientY };
    settleAll();
  };
  document.addEventListener("pointermove", onPointer, { passive: true });
  document.addEventListener("pointerdown", onPointer, { passive: true });
  document.documentElement.addEventListener("pointerleave", () => {
    pointer = null;
    settleAll();
  });
  document.addEventListener("focusin", settleAll);
  document.addEventListener("focusout", () => setTimeout(settleAll, 0));
  document.addEventListener("visibilitychange", settleAll);
}

/** Shows a toast that closes itself after `duration` ms of not being pointed at or focused. */
export function showTimedToast(kind: "success" | "error" | "info", message: string, options: TimedToast): string {
  listen();
  count += 1;
  const id = `toast-${count}`;
  clocks.set(id, { remaining: options.duration, startedAt: Date.now(), timer: undefined });
  sonner[kind](message, {
    id,
    className: id,
    duration: Infinity,
    action: options.action,
    onDismiss: () => forget(id),
  });
  settle(id);
  return id;
}

function forget(id: string): void {
  const clock = clocks.get(id);
  if (clock?.timer !== undefined) clearTimeout(clock.timer);
  clocks.delete(id);
}

export function dismissToast(id: string): void {
  forget(id);
  sonner.dismiss(id);
}

/** Closes every standing toast (Escape). Returns whether there was one. */
export function dismissAllToasts(): boolean {
  if (clocks.size === 0) return false;
  for (const id of [...clocks.keys()]) dismissToast(id);
  return true;
}

export function standingToasts(): number {
  return clocks.size;
}
