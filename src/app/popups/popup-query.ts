/**
 * Query and route behaviour of popups (SPEC §2, §4):
 * - show_popup_reg opens registration (and is saved in local storage), show_popup_auth the sign-in,
 *   popup={sysname} any registered popup that needs no props, else the operator's campaign popup of that sysname
 *   (popup_preview=1 asks for a draft); prevent_close=1 makes it non-closable; all are removed on close.
 * - /game/{name}#real for a guest opens registration; closing it goes to the index.
 * - The index with redirectUrl opens the sign-in for a guest (the path is kept for after any sign-in: lib/return-path.ts).
 * - For logged-in players a change of route name or popup query closes the popup, except on the game and
 *   cashier deposit routes.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { rememberReturnPath } from '../../lib/return-path.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/device-storage.ts';
import { href, type RouteName } from '../../lib/paths.ts';
import { openCampaignPopup } from './open-campaign-popup.ts';
import { POPUP_QUERY_KEYS } from './popup-address.ts';
import { useRouteName } from '../pages/route-meta.ts';
import { closePopup, onPopupClose, openPopup } from '../../stores/popup-store.ts';
import { isAuthenticated, sessionState } from '../../stores/session-store.ts';

const KEEP_POPUP_ROUTES: readonly RouteName[] = ['game', 'cashierDeposit'];

/**
 * The popup registry (popup-registry.tsx) is not part of the first screen (app.tsx loads it when a popup opens or
 * the browser is idle); an address that names a popup loads it here, as opening that popup would anyway.
 */
const popupRegistry = () => import('./popup-registry.tsx');


/** Removes the popup queries from the address bar without a new history entry. */
export function stripPopupQuery(): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const key of POPUP_QUERY_KEYS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function usePopupQuery(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const routeName = useRouteName();
  const { info, loaded } = useSnapshot(sessionState);
  const signedIn = isAuthenticated(info);
  const previous = useRef<{ route: RouteName | undefined; popup: string | null } | undefined>(undefined);
  const realModeGuest = useRef(false);

  // Open from the query.
  useEffect(() => {
    const query = new URLSearchParams(search);
    const closable = query.get('prevent_close') !== '1';
    if (query.has('show_popup_reg')) {
      writeStored(STORAGE_KEYS.showPopupReg, query.get('show_popup_reg') ?? '1');
      if (!signedIn) openPopup('registration', {}, { closable });
    } else if (query.has('show_popup_auth')) {
      if (!signedIn) openPopup('authentication', {}, { closable });
    } else {
      const name = query.get('popup');
      // A registered popup that needs no props (the address cannot give any), else the operator's campaign popup of
      // that sysname (SPEC §2, open-campaign-popup.ts).
      if (name !== null) {
        void popupRegistry().then(({ isPropsFreePopup }) => {
          if (isPropsFreePopup(name)) openPopup(name, {}, { closable });
          else void openCampaignPopup(name, { preview: query.get('popup_preview') === '1', closable });
        });
      }
    }
  }, [search, signedIn]);

  // SPEC §2: a guest sent to the index with redirectUrl is asked to sign in at once; the path is kept for the tab, so
  // that signing in any other way (the header, the bottom navigation's page) still returns there.
  useEffect(() => {
    if (!loaded || signedIn || routeName !== 'home') return;
    if (rememberReturnPath(search) !== undefined) openPopup('authentication');
  }, [loaded, signedIn, routeName, search]);

  // /game/{name}#real for a guest.
  useEffect(() => {
    if (!loaded || signedIn || routeName !== 'game' || window.location.hash !== '#real') return;
    realModeGuest.current = true;
    openPopup('registration');
  }, [loaded, signedIn, routeName]);

  // Remove the queries on close; a guest who closes registration on a #real game goes to the index.
  useEffect(
    () =>
      onPopupClose((entry) => {
        stripPopupQuery();
        if (realModeGuest.current && entry.sysname === 'registration') {
          realModeGuest.current = false;
          if (!isAuthenticated(sessionState.info)) navigate(href('home'));
        }
      }),
    [navigate],
  );

  // Route changes close the popup for logged-in players.
  useEffect(() => {
    const popup = new URLSearchParams(search).get('popup');
    const before = previous.current;
    previous.current = { route: routeName, popup };
    if (!before || !signedIn) return;
    if (routeName && KEEP_POPUP_ROUTES.includes(routeName)) return;
    if (before.route !== routeName || before.popup !== popup) {
      if (popup === null) closePopup();
      else {
        void popupRegistry().then(({ isPropsFreePopup }) => {
          // A popup the address names stays open.
          if (!isPropsFreePopup(popup)) closePopup();
        });
      }
    }
  }, [routeName, search, signedIn]);
}

/** Mounted by the app (src/app/app.tsx) once the address names a popup or a popup is open, and kept from then on. */
export function PopupQuery(): null {
  usePopupQuery();
  return null;
}
