/** The support page's and the chat's texts in the default language, imported by the screens that show them (see ../index.ts). */
import { addTexts } from '../index.ts';
import { support } from '../uz.json';

addTexts({ support });
