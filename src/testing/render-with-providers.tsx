// Test-only: components rendered the way the app runs them in local mode, over the real local
// backend in in-memory storage, with a signed-in manager who owns one restaurant.
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import { setBackendForTesting } from '@/backend';
import { i18n } from '@/i18n';
import { createLocalBackend } from '@/backend/local';
import type { Backend } from '@/backend/port';
import { restaurantInput } from './fixtures';
import { installMemoryStorage, type MemoryStorage } from './memory-storage';

export type LocalTestBackend = {
  backend: Backend;
  userId: string;
  restaurantId: string;
  /** The browser storage the backend writes to, for tests about corrupt stored data. */
  storage: MemoryStorage;
};

const testManager = {
  email: 'manager@example.com',
  password: 'secret-1',
  fullName: 'Test Manager',
} as const;

/** The `localStorage` there was before the first install, put back after each test. */
let originalStorage: { descriptor: PropertyDescriptor | undefined } | undefined;

/**
 * Installs fresh in-memory storage, creates the real local backend, signs up a manager who
 * creates a restaurant (both through the backend's own API) and makes it the app's backend.
 * Seed data through the backend's actions too, e.g. `backend.specials.add(restaurantId, [...])`
 * (use the rows it returns: the store gives the ids); local-seed.ts for what no action makes.
 */
export async function setupLocalBackend(
  /** `samples: 'removed'`: a restaurant whose manager removed the sample data (ADR 0026). */
  options: { restaurantName?: string; samples?: 'shown' | 'removed' } = {},
): Promise<LocalTestBackend> {
  originalStorage ??= {
    descriptor: Object.getOwnPropertyDescriptor(globalThis, 'localStorage'),
  };
  const storage = installMemoryStorage();
  const backend = createLocalBackend();
  const { user } = await backend.auth.signUp({ ...testManager, userType: 'Manager' });
  const restaurant = await backend.restaurants.create(
    restaurantInput(user.id, options.restaurantName ?? 'Test Kitchen'),
  );
  if (options.samples === 'removed')
    await backend.restaurants.removeSamples(restaurant.restaurantid);
  setBackendForTesting(backend);
  return { backend, userId: user.id, restaurantId: restaurant.restaurantid, storage };
}

/** Unmounts what was rendered, then forgets the test backend and its storage. */
export function resetTestBackend() {
  cleanup();
  setBackendForTesting(undefined);
  if (originalStorage) {
    const { descriptor } = originalStorage;
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    else Reflect.deleteProperty(globalThis, 'localStorage');
    originalStorage = undefined;
  }
}

// Registered once per test file that imports this module, like Testing Library's own cleanup.
afterEach(resetTestBackend);

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper' | 'queries'> & {
  /** Wraps the UI in a MemoryRouter at this path, for components that link or read the route. */
  route?: string;
  /** A client of the test's own; by default a fresh one without retries. */
  queryClient?: QueryClient;
};

export type RenderWithProvidersResult = RenderResult & {
  user: UserEvent;
  queryClient: QueryClient;
};

/** The React Router v7 behaviour the app opts into (src/main.tsx, src/app/router.tsx). */
const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Renders `ui` in English (the app's catalogs) inside a fresh QueryClient (retries off) and, given a route, a MemoryRouter. */
export function renderWithProviders(
  ui: ReactElement,
  { route, queryClient, ...renderOptions }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          {route === undefined ? (
            children
          ) : (
            <MemoryRouter initialEntries={[route]} future={routerFuture}>
              {children}
            </MemoryRouter>
          )}
        </QueryClientProvider>
      </I18nProvider>
    );
  }
  const user = userEvent.setup();
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Providers });
  return { ...result, user, queryClient: client };
}
