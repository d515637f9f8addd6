// A bar chart of an amount per day, drawn as SVG (no chart library): one image with a spoken summary
// (first and last day, the highest day) whose figures the page also gives as a table. Time runs with
// the reading direction: left to right, or right to left in Arabic.
import { useId } from "react";
import { useConsoleText } from "./ui";

export interface DayBar {
  day: string;
  label: string;
  cents: number;
  amount: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 30;
const SIDE = 8;

export function DayBars({ days, dir }: { days: readonly DayBar[]; dir: "ltr" | "rtl" }) {
  const ct = useConsoleText();
  const captionId = useId();
  if (days.length === 0) return <p>{ct("fundraising.chartEmpty")}</p>;
  const highest = days.reduce((best, day) => (day.cents > best.cents ? day : best), days[0] as DayBar);
  const max = Math.max(1, highest.cents);
  const plotWidth = WIDTH - 2 * SIDE;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / days.length;
  // Thin bars for a long range; never a wall of colour for a few days.
  const barWidth = Math.max(1, Math.min(slot * 0.7, 40));
  // x of a slot's start, mirrored for right-to-left reading.
  const slotX = (index: number) => (dir === "rtl" ? WIDTH - SIDE - (index + 1) * slot : SIDE + index * slot);
  const first = days[0] as DayBar;
  const last = days[days.length - 1] as DayBar;
  // The texts inherit the page's direction: "start" is the right edge in Arabic, so only x is mirrored.
  const startAnchor = "start";
  const endAnchor = "end";
  const label = ct("fundraising.chartLabel", {
    first: first.label,
    last: last.label,
    max: highest.amount,
    maxDay: highest.label,
  });
  return (
    <figure className="max-w-3xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        className="h-auto w-full rounded-md border border-gray-300 bg-white"
      >
        <line x1={SIDE} x2={WIDTH - SIDE} y1={TOP} y2={TOP} stroke="#9ca3af" strokeDasharray="4 4" />
        <line x1={SIDE} x2={WIDTH - SIDE} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#374151" />
        <text x={dir === "rtl" ? WIDTH - SIDE : SIDE} y={TOP - 6} fontSize="12" fill="#1f2937" textAnchor={startAnchor}>
          {highest.amount}
        </text>
        {days.map((day, index) => {
          const height = (day.cents / max) * plotHeight;
          return (
            <rect
              key={day.day}
              x={slotX(index) + (slot - barWidth) / 2}
              y={HEIGHT - BOTTOM - height}
              width={barWidth}
              height={height}
              fill="#1d4ed8"
            >
              <title>{`${day.label}: ${day.amount}`}</title>
            </rect>
          );
        })}
        <text
          x={dir === "rtl" ? WIDTH - SIDE : SIDE}
          y={HEIGHT - 10}
          fontSize="12"
          fill="#1f2937"
          textAnchor={startAnchor}
        >
          {first.label}
        </text>
        {days.length > 1 && (
          <text
            x={dir === "rtl" ? SIDE : WIDTH - SIDE}
            y={HEIGHT - 10}
            fontSize="12"
            fill="#1f2937"
            textAnchor={endAnchor}
          >
            {last.label}
          </text>
        )}
      </svg>
      <figcaption id={captionId} className="mt-1 text-sm text-gray-700">
        {label}
      </figcaption>
    </figure>
  );
}
