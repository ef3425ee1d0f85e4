/**
 * The registration's texts in the default language (its popup's title, a refused Telegram sign-in, a promo code that
 * did not apply): a part of the popups section that only the registration and Telegram's boot steps show (see
 * ../index.ts).
 */
import { addTexts } from '../index.ts';
import { popups } from '../uz.json';

addTexts({ popups });
