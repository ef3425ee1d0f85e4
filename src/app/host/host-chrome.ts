/**
 * Host behaviour that follows the route (SPEC §1 hosts, SPEC §9 full-screen visibility):
 * - Telegram's back button is shown on every non-root route and while a popup is open; it closes the
 *   popup first, otherwise goes back in history (or to the index when the app was opened deep).
 * - Vertical swipes (swipe down closes the mini-app) are off on game pages, so games get their swipes.
 * - Full-screen per the CMS (SPEC §9 full-screen visibility, read by src/cms/full-screen.ts): inside Telegram
 *   that is Telegram's full-screen mode for the whole app; outside, the game page's own full-screen button.
 * Web-views need nothing here: their native back already maps to history.back().
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { platform } from '../../../platform/index.ts';
import { cmsState } from '../../stores/cms-store.ts';
import { fullScreenWanted } from '../../cms/full-screen.ts';
import { href } from '../../lib/paths.ts';
import { takeInnerBack } from '../../stores/back-steps.ts';
import { closePopup, popupState } from '../../stores/popup-store.ts';
import { useRouteMeta } from '../pages/route-meta.ts';

export function useHostChrome(): void {
  const [location, navigate] = useLocation();
  const { current: popup } = useSnapshot(popupState);
  const { fullScreenVisibility } = useSnapshot(cmsState);
  const firstLocation = useRef(location);
  const movedInApp = useRef(false);
  useEffect(() => {
    if (location !== firstLocation.current) movedInApp.current = true;
  }, [location]);

  const gamePage = useRouteMeta().gamePage === true;
  const isRoot = location === '/' || location === '';
  const popupOpen = popup !== undefined;
  const popupClosable = popup?.closable ?? false;

  useEffect(() => {
    const host = platform();
    if (!host.hasHostBackButton) return;
    if (isRoot && !popupOpen) {
      host.setBackButton(undefined);
      return;
    }
    if (popupOpen && !popupClosable) {
      // SPEC §2 prevent_close: the back button must not close it either.
      host.setBackButton(undefined);
      return;
    }
    host.setBackButton(() => {
      if (popupOpen) {
        closePopup();
        return;
      }
      // Decision 017: a page with steps of its own (the sportsbook frame) takes the back step first.
      if (takeInnerBack()) return;
      // Opened straight on an inner page (a deep link): there is no in-app page to go back to.
      if (movedInApp.current && window.history.length > 1) window.history.back();
      else navigate(href('home'), { replace: true });
    });
  }, [isRoot, popupOpen, popupClosable, navigate]);

  useEffect(() => () => platform().setBackButton(undefined), []);

  useEffect(() => {
    platform().setVerticalSwipes(!gamePage);
  }, [gamePage]);

  useEffect(() => {
    // A no-op outside Telegram, where full-screen needs a tap (the game page's button reads the same setting).
    const host = platform();
    host.setFullscreen(fullScreenWanted(fullScreenVisibility, host.kind));
  }, [fullScreenVisibility]);
}
