/**
 * A part of the platform's texts (platform.install) that only its lazily loaded card shows, in the default language
 * (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { platform } from '../uz.json';

addTexts({ platform });
