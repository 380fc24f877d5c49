/**
 * Offline menu parser: text -> ParsedMenu without any AI. `parseMenuText` is the real parser;
 * `fallbackParse` is the literal SPEC §8 fallback (the floor).
 */
export { parseMenuLayout, parseMenuText, type ParseOptions } from './parse';
export { fallbackParse } from './fallback';
export { layoutTextForAi } from './layout-hints';
