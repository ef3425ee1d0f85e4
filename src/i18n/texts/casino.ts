/**
 * The casino's texts (rails, hall, game page, jackpots, search) in the default language, imported by the screens
 * that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { casino } from '../uz.json';

addTexts({ casino });
