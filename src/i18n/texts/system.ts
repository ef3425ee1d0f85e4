/**
 * The system pages' texts (fatal pages, 404, payment result pages, unsubscribe, a game that failed) in the default
 * language, imported by the screens that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { system } from '../uz.json';

addTexts({ system });
