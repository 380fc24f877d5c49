export {
  activateLocale,
  chooseLocale,
  currentLocale,
  i18n,
  preferredLocale,
  startLocale,
  type AppLocale,
} from './app-locale';
