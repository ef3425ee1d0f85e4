/** The CMS content page's texts in the default language, imported by the screens that show them (see ../index.ts). */
import { addTexts } from '../index.ts';
import { content } from '../uz.json';

addTexts({ content });
