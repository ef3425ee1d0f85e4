/**
 * A part of the cashier's texts (cashier.firstLimit) that only some of its screens show, in the default language
 * (see ../index.ts).
 */
import { addTexts } from '../index.ts';
import { cashier } from '../uz.json';

addTexts({ cashier });
