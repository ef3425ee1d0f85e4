/**
 * The popup system of SPEC §2/§4: one popup at a time, the rest queued behind it (e.g. the popups that follow a
 * login). src/app/popups/popup-registry.tsx maps each name to its dialog and content.
 *
 * Typed popups: a popup's name and its props are one type, so `openPopup(name, props)` is
 * checked by the compiler and a misspelt name or wrong props do not compile. The names live in `PopupPropsMap`,
 * which is empty here on purpose: each feature declares the popups it owns by module augmentation, next to the
 * content that reads the props:
 *
 *   declare module '../../stores/popup-store.ts' {
 *     interface PopupPropsMap { 'a-feature-popup': { itemId: number } }
 *   }
 *
 * A list of names and props types kept here instead would make this store name every feature's popups (and import
 * their types); augmentation keeps it knowing no feature while the whole program still sees one map.
 */
import { proxy, ref } from 'valtio';

/** Popup name -> props type. Filled by module augmentation only (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface is the one kind of type that module augmentation can extend
export interface PopupPropsMap {}

export type PopupName = keyof PopupPropsMap;

/** Props of a popup that takes none: opening it with any prop does not compile. */
export type NoProps = Record<string, never>;

/** True when the props type has no required key, i.e. an empty props object fits it. */
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- the empty object type is the question asked: does `{}` fit P
export type AllOptional<P> = Record<never, never> extends P ? true : false;

/** The names whose props are all optional: only these may be opened by name alone (e.g. from `?popup=name`). */
export type PropsFreePopupName = { [K in PopupName]: AllOptional<PopupPropsMap[K]> extends true ? K : never }[PopupName];

export interface PopupEntryOf<K extends PopupName> {
  id: number;
  sysname: K;
  props: PopupPropsMap[K];
  /** SPEC §2 prevent_close=1 and incomplete social registration: no close by button, Escape, backdrop, swipe or back. */
  closable: boolean;
}

/** An open or queued popup: the union over every name, so `entry.sysname` narrows `entry.props`. */
export type PopupEntry = { [K in PopupName]: PopupEntryOf<K> }[PopupName];

/** What a popup's content component receives (src/app/popups/popup-registry.tsx renders it). */
export interface PopupContentProps<K extends PopupName> {
  props: PopupPropsMap[K];
  /** Closes the popup, also a non-closable one (the content decides it is done). */
  close: () => void;
}

export interface OpenOptions {
  closable?: boolean;
  /** Wait behind the open popup instead of replacing it. */
  queue?: boolean;
}

/** Props may be left out exactly when every prop of the popup is optional. */
type OpenArgs<K extends PopupName> = AllOptional<PopupPropsMap[K]> extends true ? [props?: PopupPropsMap[K], options?: OpenOptions] : [props: PopupPropsMap[K], options?: OpenOptions];

type CloseListener = (entry: PopupEntry) => void;

let nextId = 1;
const closeListeners = new Set<CloseListener>();

export const popupState = proxy({
  current: undefined as PopupEntry | undefined,
  queue: [] as PopupEntry[],
});

export function openPopup<K extends PopupName>(sysname: K, ...[props, options = {}]: OpenArgs<K>): number {
  // An absent `props` is allowed only when `{}` fits the popup's props type (OpenArgs), so `{}` stands for it.
  const given = (props ?? {}) as PopupPropsMap[K];
  // Props are held by ref(), not proxied: a content gets back the very object it was opened with (answers from the
  // API included), not a read-only proxy of it.
  const opened: PopupEntryOf<K> = { id: nextId++, sysname, props: ref(given), closable: options.closable ?? true };
  // PopupEntry is the union over every name; TypeScript cannot see that a PopupEntryOf<K> is one of its members.
  const entry = opened as PopupEntry;
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
