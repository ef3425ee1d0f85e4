/**
 * Icons that single screens use (the password's eye, full-screen), in the same drawing as the frame's (icons.tsx),
 * kept apart so that they come with those screens, not with every first screen. ICONS names them all.
 */
import { CasinoIcon, GiftIcon, HomeIcon, MenuIcon, SearchIcon, SportIcon, Svg, UserIcon, type IconProps } from './icons.tsx';

/** Show the password. */
export function EyeIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

/** Hide the password. */
export function EyeOffIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M10.6 5.1A10.4 10.4 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-2.4 3.3M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 005.4-1.6" />
      <path d="M9.9 9.9a3 3 0 004.2 4.2M3 3l18 18" />
    </Svg>
  );
}

export function FullScreenIcon({ size }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
    </Svg>
  );
}

/** Every icon by name, for the /_icons page. */
export const ICONS = {
  home: HomeIcon,
  casino: CasinoIcon,
  sport: SportIcon,
  gift: GiftIcon,
  user: UserIcon,
  menu: MenuIcon,
  search: SearchIcon,
  eye: EyeIcon,
  eyeOff: EyeOffIcon,
  fullScreen: FullScreenIcon,
} as const;
