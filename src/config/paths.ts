/** Typed route table (SPEC §2). Every internal link goes through here. */
export const paths = {
  home: '/',
  auth: '/auth',
  onboarding: '/onboarding',
  dashboardAlias: '/dashboard',
  settings: '/settings',
  menus: '/menus',
  upload: '/upload',
  menuEditor: '/menu-editor',
  notifications: '/notifications',
  specials: '/specials',
  restaurantDetails: '/restaurant-details',
  staff: '/staff',
  training: '/training',
  myUpdates: '/my-updates',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
