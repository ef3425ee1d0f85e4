/** The identification-before-play texts (decision 033), shown by the deposit, the game, the sportsbook and the verification popup. */
import { addTexts } from '../index.ts';
import { identification } from '../uz.json';

addTexts({ identification });
