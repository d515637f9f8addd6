// The contact pages' map (spec §2 'embedded map'), drawn here as an SVG street plan: no map service,
// no request leaves the page. A map keeps its orientation in right-to-left languages.
import { t } from "../../i18n/t";

const STREETS = ["M0 70 H640", "M0 190 H640", "M0 310 H640", "M90 0 V380", "M250 0 V380", "M420 0 V380", "M560 0 V380"];

export function StreetMap({ address, className = "" }: { address: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={t("site.contact.mapLabel", { address })}
      width="640"
      height="380"
      viewBox="0 0 640 380"
      className={`block h-auto w-full rounded-lg border border-gray-200 bg-[#eef0e8] ${className}`}
      data-testid="street-map"
    >
      <g aria-hidden="true">
        {/* Park, river and city blocks. */}
        <rect x="440" y="90" width="100" height="80" rx="6" fill="#cfe6c4" />
        <circle cx="470" cy="120" r="9" fill="#a8d199" />
        <circle cx="505" cy="145" r="12" fill="#a8d199" />
        {[
          [10, 10, 70, 50],
          [110, 10, 125, 50],
          [270, 10, 135, 50],
          [440, 10, 105, 50],
          [10, 85, 70, 95],
          [110, 85, 125, 40],
          [110, 135, 60, 45],
          [180, 135, 55, 45],
          [270, 85, 135, 95],
          [10, 205, 70, 95],
          [110, 205, 125, 95],
          [270, 205, 60, 95],
          [345, 205, 60, 95],
          [440, 205, 105, 95],
          [580, 85, 60, 95],
          [580, 205, 60, 95],
        ].map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="3" fill="#dcdcd4" />
        ))}
        {/* Streets: a darker casing under a white carriageway; the avenue in yellow. */}
        {STREETS.map((d) => (
          <path key={`casing-${d}`} d={d} stroke="#b9b9ae" strokeWidth="16" fill="none" />
        ))}
        {STREETS.map((d) => (
          <path key={d} d={d} stroke="#ffffff" strokeWidth="12" fill="none" />
        ))}
        <path d="M0 190 H640" stroke="#f4d77a" strokeWidth="12" fill="none" />
        <path d="M0 380 L250 190" stroke="#b9b9ae" strokeWidth="12" fill="none" />
        <path d="M0 380 L250 190" stroke="#ffffff" strokeWidth="8" fill="none" />
        {/* The river over the streets' ends, crossed by one bridge. */}
        <path d="M0 338 C120 323 200 358 330 343 S540 323 640 341 V380 H0 Z" fill="#bcd9ee" />
        <rect x="242" y="318" width="16" height="62" fill="#b9b9ae" />
        <rect x="244" y="318" width="12" height="62" fill="#ffffff" />
        {/* The store. */}
        <g transform="translate(337 160)">
          <ellipse cx="0" cy="30" rx="10" ry="4" fill="#000000" opacity="0.2" />
          <path d="M0 30 C-4 18 -18 8 -18 -6 A18 18 0 0 1 18 -6 C18 8 4 18 0 30 Z" fill="#c62828" />
          <circle cx="0" cy="-6" r="7" fill="#ffffff" />
        </g>
      </g>
    </svg>
  );
}
