/** Request schemas of loyalty.* (decision 037; SPEC §7 the loyalty programme). */
import { optional, type } from 'superstruct';
import * as loyalty from '../loyalty.ts';
import { declareNoParams, declareRequest } from './declare.ts';
import { intRange, text } from './rules.ts';

export const MAX_CHARACTER_PAGE = 50;
export const MAX_PRODUCT_PAGE = 50;

const ProductPage = type({ offset: optional(intRange(0)), count: optional(intRange(1, MAX_PRODUCT_PAGE)) });

export const getInfo = declareNoParams(loyalty.getInfo);
export const getNotifications = declareNoParams(loyalty.getNotifications);
export const getCharacters = declareRequest(loyalty.getCharacters, type({ offset: optional(intRange(0)), limit: optional(intRange(1, MAX_CHARACTER_PAGE)) }));
export const setCharacter = declareRequest(loyalty.setCharacter, type({ id: intRange(1) }));
export const getProducts = declareRequest(loyalty.getProducts, ProductPage);
export const buyProduct = declareRequest(loyalty.buyProduct, type({ product_id: intRange(1) }));
/** The app reads them all; a platform pages every list, so offset and count are checked when sent. */
export const getPrograms = declareRequest(loyalty.getPrograms, ProductPage);
export const getProgram = declareRequest(loyalty.getProgram, type({ sysname: text(128) }));
