/**
 * The loss and stake limits' texts (decision 032) in the default language: the responsible-gaming page's cards and the
 * first deposit's offer import them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { playLimits } from '../uz.json';

addTexts({ playLimits });
