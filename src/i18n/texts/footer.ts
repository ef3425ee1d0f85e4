/**
 * The footer's texts in the default language, imported by the footer (src/app/layout/site-footer.tsx), which only wide screens
 * load (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { footer } from '../uz.json';

addTexts({ footer });
