/** Query keys for the signed-in user's restaurant, shared by every feature that needs it. */
export const restaurantKeys = {
  all: ['restaurant'] as const,
  forUser: (userId: string) => ['restaurant', userId] as const,
};
