/**
 * Browser storage keys. Account-level tables use a `preshift.` prefix; restaurant data uses the
 * spec's key names (staffMembers, savedMenuData, ...) suffixed with the restaurant id, so two accounts never share data.
 */
export const localKeys = {
  accounts: 'preshift.accounts',
  session: 'preshift.session',
  profiles: 'preshift.profiles',
  restaurants: 'preshift.restaurants',
  menus: (restaurantId: string) => `savedMenuData:${restaurantId}`,
  menuVersions: (restaurantId: string) => `preshift.menuVersions:${restaurantId}`,
  staff: (restaurantId: string) => `staffMembers:${restaurantId}`,
  specials: (restaurantId: string) => `specials:${restaurantId}`,
  notifications: (restaurantId: string) => `sentNotifications:${restaurantId}`,
  /** Who each update was sent to, one key per send: the staff list counts them. */
  receipts: (restaurantId: string) => `preshift.receipts:${restaurantId}`,
  training: (restaurantId: string) => `trainingModules:${restaurantId}`,
  quizResults: (restaurantId: string) => `quizResults:${restaurantId}`,
  updateQuizAttempts: (restaurantId: string) => `preshift.updateQuizAttempts:${restaurantId}`,
  /** The training record (issue 46): append-only, one row key per event. */
  trainingEvents: (restaurantId: string) => `preshift.trainingEvents:${restaurantId}`,
} as const;
