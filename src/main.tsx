import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { i18n, startLocale } from '@/i18n';
import './index.css';

const router = createAppRouter();

// The first paint is already in the person's language: a Spanish catalog is fetched before it.
await startLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nProvider>
  </StrictMode>,
);
