/**
 * The host's light or dark for a vendor frame that takes a theme (Sumsub's WebSDK, the sportsbook): the host's own when
 * it dictates one (Telegram's theme), else the system's, as src/ui/theme.css picks the app's colours. A module of its
 * own: only the pages that frame a vendor load it, not the first screen.
 */
import { platform, type Appearance } from './index.ts';

export function hostColourScheme(): Appearance {
  const dictated = platform().appearance();
  if (dictated) return dictated;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}
