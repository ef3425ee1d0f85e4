/** The Unified State Register's messages in the default language (docs/decisions/034-who-may-not-play.md), imported by the screens that show them (see ../index.ts). */
import { addTexts } from '../index.ts';
import { register } from '../uz.json';

addTexts({ register });
