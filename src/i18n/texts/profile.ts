/**
 * The profile's texts (also in the social registration step and the reality-check reminder) in the default language,
 * imported by the screens that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { profile } from '../uz.json';

addTexts({ profile });
