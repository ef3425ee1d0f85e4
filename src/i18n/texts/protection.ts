/**
 * The player-protection texts (the net position, the session-time limit, the reality check's session figures;
 * decision 035) in the default language, imported by the screens that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { protection } from '../uz.json';

addTexts({ protection });
