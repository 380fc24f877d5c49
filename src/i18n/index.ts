export {
  activateLocale,
  chooseLocale,
  currentLocale,
  i18n,
  preferredLocale,
  startLocale,
  type AppLocale,
} from './app-locale';
export { formatDate, formatNumber, type DateStyle } from './format';
