/** Business constants (limits, delays, seed sizes), named once. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MIN_MENU_CONTENT_CHARS = 20;
export const BRIEF_MENU_CONTENT_CHARS = 50;
export const OCR_MIN_CHARS = 10;
export const PROGRESS_STAGES = {
  reading: 25,
  extracting: 60,
  cleaning: 90,
  complete: 100,
} as const;
export const PASSWORD_MIN = 6;
// The staff and restaurant forms' limits (STAFF_NAME_MIN, RESTAURANT_NAME_MIN, ADDRESS_MIN) live
// with their rules in src/domain, which may import nothing of the app (issue 44).
export const SIGNUP_RESTAURANT_NAME_MIN = 1;
export const DEFAULT_ORG_ID = 1;
export const SIGNUP_FOLLOW_UP_DELAY_MS = 1000;
export const DASHBOARD_STAFF_LIMIT = 5;
export const DASHBOARD_NOTIFICATION_LIMIT = 3;
export const QUIZ_OPTIONS = 4;
export const NOTIFY_LIST_HEIGHT_PX = 280;
export const NAV_MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;
export const TOOLTIP_DELAYS = { open: 700, skip: 300 } as const;
export const TOAST_DURATION_MS = 4500;
export const TOAST_VISIBLE_MAX = 3;
export const QUERY_GC_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;
export const AI_TIMEOUT_MS = 10 * 60 * 1000;
export const AI_RETRIES = 2;
