/**
 * The bonuses, promotions and cashback texts in the default language, imported by the screens that show them (see
 * ../index.ts).
 */
import { addTexts } from '../index.ts';
import { bonuses } from '../uz.json';

addTexts({ bonuses });
