/** Offline menu parser: text -> ParsedMenu without any AI. */
export { parseMenuLayout, parseMenuText, type ParseOptions } from './parse';
export { layoutTextForAi } from './layout-hints';
