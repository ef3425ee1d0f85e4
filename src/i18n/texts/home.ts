/**
 * Home's texts (its banners, jackpot ticker and menu banner) in the default language, imported by the screens that
 * show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { home } from '../uz.json';

addTexts({ home });
