/** The sportsbook page's texts in the default language (see ../index.ts): they come with the /betting page. */
import { addTexts } from '../index.ts';
import { betting } from '../uz.json';

addTexts({ betting });
