/**
 * The browser-storage key of a restaurant's staff list (ADR 0008). The local adapter keeps the
 * list there and the staff page looks for a corrupt value there, so features read it from here
 * instead of reaching into an adapter.
 */
export function staffStorageKey(restaurantId: string): string {
  return `staffMembers:${restaurantId}`;
}
