/**
 * Sign-in and registration texts (also in the profile's security and contact forms and the session's notices and
 * popups) in the default language, imported by the screens that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { auth } from '../uz.json';

addTexts({ auth });
