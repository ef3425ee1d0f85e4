/**
 * The popup system of SPEC §2/§4: one popup at a time, the rest queued (after login the unseen-cashback and
 * campaign popups are queued). A popup is named by its sysname; src/app/popups.tsx maps sysnames to content.
 */
import { proxy } from 'valtio';

export type PopupProps = Record<string, string | number | boolean | undefined>;

export interface PopupEntry {
  id: number;
  sysname: string;
  props: PopupProps;
  /** SPEC §2 prevent_close=1 and incomplete social registration: no close by button, Escape, backdrop, swipe or back. */
  closable: boolean;
}

export interface OpenOptions {
  props?: PopupProps;
  closable?: boolean;
  /** Wait behind the open popup instead of replacing it. */
  queue?: boolean;
}

type CloseListener = (entry: PopupEntry) => void;

let nextId = 1;
const closeListeners = new Set<CloseListener>();

export const popupState = proxy({
  current: undefined as PopupEntry | undefined,
  queue: [] as PopupEntry[],
});

export function openPopup(sysname: string, options: OpenOptions = {}): number {
  const entry: PopupEntry = { id: nextId++, sysname, props: options.props ?? {}, closable: options.closable ?? true };
  if (popupState.current && options.queue) {
    if (!popupState.queue.some((queued) => queued.sysname === sysname) && popupState.current.sysname !== sysname) popupState.queue.push(entry);
    return entry.id;
  }
  if (popupState.current?.sysname === sysname) {
    popupState.current = { ...entry, id: popupState.current.id };
    return popupState.current.id;
  }
  popupState.current = entry;
  return entry.id;
}

/** Closes the open popup (or the one with `id`) and shows the next queued one. `force` ignores closable (e.g. after success). */
export function closePopup(options: { id?: number; force?: boolean } = {}): boolean {
  const current = popupState.current;
  if (!current) return false;
  if (options.id !== undefined && options.id !== current.id) {
    popupState.queue = popupState.queue.filter((entry) => entry.id !== options.id);
    return true;
  }
  if (!current.closable && !options.force) return false;
  popupState.current = popupState.queue.shift();
  for (const listener of closeListeners) listener(current);
  return true;
}

export function setClosable(closable: boolean): void {
  if (popupState.current) popupState.current.closable = closable;
}

export function onPopupClose(listener: CloseListener): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

export function resetPopups(): void {
  popupState.current = undefined;
  popupState.queue = [];
  closeListeners.clear();
}
