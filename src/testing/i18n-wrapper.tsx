// Test-only: for components rendered without renderWithProviders (no backend, no query client).
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n';

export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
