/**
 * A part of the casino's texts (casino.jackpots) that only some of its screens show, in the default language (see
 * ../index.ts).
 */
import { addTexts } from '../index.ts';
import { casino } from '../uz.json';

addTexts({ casino });
