/** The loyalty programme's texts in the default language, imported by its screens and popups (see ../index.ts). */
import { addTexts } from '../index.ts';
import { loyalty } from '../uz.json';

addTexts({ loyalty });
