/**
 * The app's icons: inline SVG line drawings in `currentColor`, so they follow the theme (the active tab takes the
 * accent) and show on every phone. Emoji glyphs are missing from some Android and Linux fonts and come out as
 * empty boxes. Every icon is decorative (aria-hidden): the control around it carries the accessible name.
 * These are the frame's (header, menu, bottom navigation) and the games search's, on the first screens; the icons of
 * single screens are in screen-icons.tsx, which also lists every icon for /_icons (system-pages/icons-page.tsx).
 */
import type { ReactNode } from 'react';

export function Svg({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      className="omad-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export interface IconProps {
  size?: number;
}

export function HomeIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h5v-6h4v6h5V10" />
    </Svg>
  );
}

/** The casino tab: a die. */
export function CasinoIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1" fill="currentColor" />
      <circle cx="15" cy="15" r="1" fill="currentColor" />
      <circle cx="15" cy="9" r="1" fill="currentColor" />
      <circle cx="9" cy="15" r="1" fill="currentColor" />
    </Svg>
  );
}

/** The sport tab: a ball. */
export function SportIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 5h-5L8 10z" />
      <path d="M12 3v4M16 10l4.5-1.5M14.5 15l2.5 4M9.5 15L7 19M8 10L3.5 8.5" />
    </Svg>
  );
}

/** The promotions tab: a gift. */
export function GiftIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.5-3-5-4-5-1.5S10 8 12 8zM12 8c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </Svg>
  );
}

export function UserIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </Svg>
  );
}

export function MenuIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

/** Home's rails and the hall open the games search with it: both first screens show it. */
export function SearchIcon({ size = 18 }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </Svg>
  );
}
