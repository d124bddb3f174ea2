/**
 * The public searches (properties and rooms), their cached answers, and the price a property's card
 * shows: the one way into src/search/. Each search's SQL, for both dialects, is in its own file.
 */
export { cachedSearch } from './cacheRoute';
export { type PropertyScope, searchProperties } from './properties';
export { searchRooms } from './rooms';
export { shownPrice } from './shownPrice';
export { propertyFreeFor, type Stay, stayOf, stayPrice } from './stay';
