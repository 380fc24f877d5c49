// Text looked up with Lingui's `t` outside React needs an active catalog: importing the app's
// i18n module activates English, as the app's entry does before anything renders.
import '@/i18n';
