// A sample post's picture: a decorative drawing (no image is fetched). The caller gives its width and
// aspect ratio (aspect-video, aspect-[5/2]); the drawing covers that box, so nothing shifts while the
// page loads. Colour and motif come from the view model.
import { useId } from "react";

const MOTIFS = [
  // A T-shirt.
  "M250 110 L290 90 Q320 120 350 90 L390 110 L440 160 L405 195 L380 175 L380 290 L260 290 L260 175 L235 195 L200 160 Z",
  // A hanger.
  "M320 95 a22 22 0 1 1 22 22 v18 L470 230 Q480 245 462 248 L178 248 Q160 245 170 230 L298 135 L310 135 L184 232 L456 232 L330 140 v-23 Q320 110 320 95 Z",
  // A dress.
  "M292 80 L348 80 L345 130 L372 150 L430 295 L210 295 L268 150 L295 130 Z",
  // A pair of trousers.
  "M250 80 L390 80 L410 295 L340 295 L320 150 L300 295 L230 295 Z",
];

export function PostIllustration({ hue, motif, className = "" }: { hue: number; motif: number; className?: string }) {
  const id = useId();
  return (
    <svg
      viewBox="0 0 640 360"
      width="640"
      height="360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={`block h-auto ${className}`}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 88%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 55% 72%)`} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${id}-bg)`} />
      <circle cx="110" cy="80" r="70" fill="white" opacity="0.25" />
      <circle cx="560" cy="300" r="110" fill="white" opacity="0.2" />
      <path d={MOTIFS[motif % MOTIFS.length]} fill={`hsl(${hue} 35% 30%)`} opacity="0.8" />
    </svg>
  );
}
