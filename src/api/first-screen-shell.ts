/**
 * What the served page shell and the app agree on for the first screen (decisions 015 and 022): the id of the boot
 * data block the edge inlines and the id of home's first paint the app takes away (the banner's sizes are in
 * banners.ts). Part of the contract floor (decision 031): the edge (mocks/http/first-screen.ts stands in for it)
 * imports these instead of copying them.
 */

/** `<script type="application/json" id="omad-boot">`: the answers the first screen needs, as the wire gives them. */
export const BOOT_DATA_ID = 'omad-boot';

/**
 * The boot block's key for the first page of a category's games (decision 015): home's first rail, games.get's answer
 * for the first category of the catalogue, under a key that names the category, so that the app takes it only for the
 * rail it was read for (the block's other keys are operations: one answer each).
 */
export function categoryPageKey(category: number): string {
  return `games.get?category=${category}`;
}

/** Home's first paint, drawn from the HTML alone until the app's own banner is in the page. */
export const FIRST_PAINT_ID = 'omad-first-paint';

/**
 * The shell the service worker precaches and answers navigations with (platform/pwa/sw.ts; home gets the page the
 * server last served instead, once the worker has kept one). It carries no boot data: a worker keeps it until the next
 * build, so answers inlined in it would be shown as the page's own, fresh, long after the CMS or the platform changed
 * them (decision 030 point 17). A start it serves reads the answers kept on the device and reads them again.
 */
export const WORKER_SHELL_PATH = '/index.html';

/** The attribute of home's entry loader (decision 022) that names the entry script. */
export const ENTRY_LOADER_ATTRIBUTE = 'data-entry';

/**
 * Set on the boot data block by the service worker when it answers with the page it kept from an earlier start
 * (platform/pwa/sw.ts): the time (ms) the server served it. The app shows such answers as kept on the device and reads
 * them again (src/lib/boot-data.ts bootDataKeptAt).
 */
export const KEPT_AT_ATTRIBUTE = 'data-kept-at';
