/**
 * The allergens contract, under one import path that the rest of the app codes against: the
 * catalog (ids, regimes, schemas, wording), the rules for one item's states, and change
 * detection. Each part lives in its own file to stay small.
 */
export * from './allergen-catalog.ts';
export * from './allergen-states.ts';
export * from './allergen-changes.ts';
