/**
 * What the served page shell and the app agree on for the first screen (decisions 015 and 022): the id of the boot
 * data block the edge inlines, the id of home's first paint the app takes away, and the banner's sizes, so the image
 * the edge preloads is the one the carousel shows. Part of the contract floor (decision 031): the edge
 * (mocks/http/first-screen.ts stands in for it) imports these instead of copying them.
 */

/** `<script type="application/json" id="omad-boot">`: the answers the first screen needs, as the wire gives them. */
export const BOOT_DATA_ID = 'omad-boot';

/** Home's first paint, drawn from the HTML alone until the app's own banner is in the page. */
export const FIRST_PAINT_ID = 'omad-first-paint';

/** The banner column's width (home-page.css): 72% of the page on phones, 60% from 768 px, 48% from 1280 px. */
export const BANNER_SIZES = '(min-width: 1280px) 48vw, (min-width: 768px) 60vw, 72vw';

/** From this width the carousel shows the wide image, below it the phone's. */
export const BANNER_WIDE_FROM_PX = 768;
