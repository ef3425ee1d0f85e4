/**
 * What the served page shell and the app agree on for the first screen (decisions 015 and 022): the id of the boot
 * data block the edge inlines and the id of home's first paint the app takes away (the banner's sizes are in
 * banners.ts). Part of the contract floor (decision 031): the edge (mocks/http/first-screen.ts stands in for it)
 * imports these instead of copying them.
 */

/** `<script type="application/json" id="omad-boot">`: the answers the first screen needs, as the wire gives them. */
export const BOOT_DATA_ID = 'omad-boot';

/** Home's first paint, drawn from the HTML alone until the app's own banner is in the page. */
export const FIRST_PAINT_ID = 'omad-first-paint';
