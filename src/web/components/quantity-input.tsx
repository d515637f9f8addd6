// A whole-number quantity with minus/plus buttons (spec §5 Quantity input), used by the size grid and
// the cart: step 1; a blank field passes "" (nothing chosen); anything else that is not a number falls
// back to the minimum; the arrow keys and buttons clamp to min and max; holding a button repeats
// after 300 ms, then every 50 ms; the buttons are locked for 160 ms after each update; `disabled`
// locks the whole entry (a blocked out-of-stock size).
import { useEffect, useRef, useState } from "react";
import { t } from "../i18n/t";

export const REPEAT_DELAY_MS = 300;
export const REPEAT_INTERVAL_MS = 50;
export const UPDATE_LOCK_MS = 160;

export type QuantityValue = number | "";

export function QuantityInput({
  value,
  onChange,
  label,
  min = 0,
  max,
  disabled = false,
  id,
}: {
  value: QuantityValue;
  onChange: (value: QuantityValue) => void;
  /** Accessible name of the field, e.g. "Quantity, size M, Navy". */
  label: string;
  min?: number;
  max?: number;
  disabled?: boolean;
  id?: string;
}) {
  const [locked, setLocked] = useState(false);
  const current = useRef(value);
  current.current = value;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clamp = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, n));
  const step = (delta: number) => {
    const next = clamp((current.current === "" ? min : current.current) + delta);
    current.current = next;
    onChange(next);
  };
  const stopRepeat = () => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
  };
  const lock = () => {
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), UPDATE_LOCK_MS);
  };
  useEffect(
    () => () => {
      stopRepeat();
      clearTimeout(lockTimer.current);
    },
    [],
  );

  // One step on press; holding keeps stepping. Keyboard activation (Enter/Space) comes as a click.
  const pressHandlers = (delta: number) => ({
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0 || disabled || locked) return;
      event.preventDefault();
      step(delta);
      stopRepeat();
      timers.current.delay = setTimeout(() => {
        timers.current.repeat = setInterval(() => step(delta), REPEAT_INTERVAL_MS);
      }, REPEAT_DELAY_MS);
    },
    onPointerUp: () => {
      stopRepeat();
      lock();
    },
    onPointerLeave: stopRepeat,
    onPointerCancel: stopRepeat,
    onClick: (event: React.MouseEvent) => {
      // Pointer presses were handled on pointerdown; a click with detail 0 is the keyboard's.
      if (event.detail !== 0 || disabled || locked) return;
      step(delta);
      lock();
    },
  });

  const atMin = value !== "" && value <= min;
  const atMax = max !== undefined && value !== "" && value >= max;
  const buttonClass =
    "grid h-9 w-9 shrink-0 place-items-center rounded border border-gray-300 text-lg leading-none hover:border-link disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="inline-flex items-center gap-1">
      <button
        type="button"
        className={buttonClass}
        aria-label={t("quantity.decrease", { label })}
        disabled={disabled || atMin}
        aria-disabled={locked || undefined}
        {...pressHandlers(-1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        disabled={disabled}
        value={value}
        onChange={(event) => {
          const raw = event.target.value;
          if (raw === "") return onChange("");
          const parsed = Number(raw);
          onChange(Number.isFinite(parsed) ? Math.max(min, Math.floor(parsed)) : min);
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
          event.preventDefault();
          step(event.key === "ArrowUp" ? 1 : -1);
        }}
        className="h-9 w-16 rounded border border-gray-300 px-2 text-center tabular-nums disabled:bg-gray-100 disabled:text-gray-500"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={t("quantity.increase", { label })}
        disabled={disabled || atMax}
        aria-disabled={locked || undefined}
        {...pressHandlers(1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
