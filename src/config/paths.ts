/** Typed route table. Every internal link goes through here. */
export const paths = {
  home: '/',
  auth: '/auth',
  onboarding: '/onboarding',
  dashboardAlias: '/dashboard',
  /** The manager's dashboard; its address is /settings, as the product has always used. */
  dashboard: '/settings',
  menus: '/menus',
  /** A saved menu's versions (route pattern; build links with menuHistoryPath). */
  menuHistory: '/menus/:menuId/history',
  upload: '/upload',
  menuEditor: '/menu-editor',
  notifications: '/notifications',
  specials: '/specials',
  restaurantDetails: '/restaurant-details',
  staff: '/staff',
  training: '/training',
  allergens: '/allergens',
  /** Who was sent, opened, passed and acknowledged each update (issue 46). */
  trainingRecord: '/training-record',
  /** The same record as a page to print or save as PDF. */
  trainingRecordPrint: '/training-record/print',
  myUpdates: '/my-updates',
  /** The installed app's start_url (public/manifest.webmanifest): sends each person to their home. */
  start: '/start',
} as const;

/** The query parameter that names the menu the editor shows. */
export const MENU_PARAM = 'menu';

/** The editor on a saved menu (`?menu=<id>`), or on the upload draft when no id is given. */
export function menuEditorPath(menuId?: string | null): string {
  return menuId
    ? `${paths.menuEditor}?${MENU_PARAM}=${encodeURIComponent(menuId)}`
    : paths.menuEditor;
}

/** The version history of a saved menu. */
export function menuHistoryPath(menuId: string): string {
  return `${paths.menus}/${encodeURIComponent(menuId)}/history`;
}
