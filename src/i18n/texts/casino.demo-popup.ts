/**
 * The demo-mode popup's texts in the default language: a part of the casino section that only its screens show (see
 * ../index.ts).
 */
import { addTexts } from '../index.ts';
import { casino } from '../uz.json';

addTexts({ casino });
