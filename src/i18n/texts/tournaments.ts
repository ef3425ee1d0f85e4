/** The tournaments' texts (src/features/tournaments/), in the default language (see ../index.ts). */
import { addTexts } from '../index.ts';
import { tournaments } from '../uz.json';

addTexts({ tournaments });
