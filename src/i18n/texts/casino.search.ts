/**
 * The game search's texts (casino.search) in the default language: a part of the casino section that only the search
 * popup shows (see ../index.ts); the button that opens it reads casino.openSearch, which comes with the section.
 */
import { addTexts } from '../index.ts';
import { casino } from '../uz.json';

addTexts({ casino });
