import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/sonner';
import { QUERY_GC_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '@/config/constants';
import { getEnv } from '@/config/env';
import { ServiceWorkerUpdates } from '@/pwa/update-prompt';
import { AuthProvider } from '@/session/auth-provider';
import { RouteAnnouncer, SkipLink } from './route-announcer';
import { StartupError } from './startup-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        retry: QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS),
        refetchOnWindowFocus: false,
      },
    },
  });
}

function readEnv() {
  try {
    getEnv();
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * Providers for every page except the landing page. Loaded lazily so a first visit to / downloads
 * neither the data layer nor the toast system (issue: at most 100 KB of JavaScript on landing).
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  const [envError] = useState(readEnv);
  // A malformed configuration is a clear start-up error, not a broken page later.
  if (envError) return <StartupError error={envError} />;
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      <RouteAnnouncer />
      <AuthProvider>
        <Outlet />
      </AuthProvider>
      <Toaster />
      <ServiceWorkerUpdates />
    </QueryClientProvider>
  );
}
