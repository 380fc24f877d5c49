/** What other screens may use from specials: today's active specials, from the shared cache. */
export { useActiveSpecials } from './api/use-specials';
