/**
 * The forms' validation messages (src/lib/validation.ts resolveMessage) in the default language, imported by the
 * screens that show them (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { validation } from '../uz.json';

addTexts({ validation });
