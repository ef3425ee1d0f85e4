/** The cashier's texts in the default language, imported by the screens that show them (see ../index.ts). */
import { addTexts } from '../index.ts';
import { cashier } from '../uz.json';

addTexts({ cashier });
