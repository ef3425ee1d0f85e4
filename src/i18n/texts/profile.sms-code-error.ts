/**
 * SPEC §5's wrong confirm-contact code sentence (profile.smsCodeError), shown by the profile's contacts and
 * confirmation page and by the auth feature's confirm-contact popup, in the default language (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { profile } from '../uz.json';

addTexts({ profile });
