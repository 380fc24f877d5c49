import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SavedMenu } from '@/domain/menu';
import { menuDraft, menuItem } from '@/testing/fixtures';
import { setupLocalBackend } from '@/testing/render-with-providers';
import { menuKeys, MenuSaveConflict, useSaveMenu } from './menus';

// Invented dishes.
const soup = menuItem({ id: 'soup', name: 'Soup', price: '$7' });
const tart = menuItem({ id: 'tart', name: 'Tart', price: '$9', category: 'Desserts' });

async function setup() {
  const env = await setupLocalBackend({ samples: 'removed' });
  const first = await env.backend.menus.save(env.restaurantId, menuDraft([soup]));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveMenu(env.restaurantId), { wrapper });
  return { ...env, first, client, save: result.current.mutateAsync };
}

describe('useSaveMenu', () => {
  it('saves an upload under an existing menu’s name and type as that menu’s next version', async () => {
    const { first, save } = await setup();
    const { saved, changes } = await save(menuDraft([soup, tart]));
    expect(saved).toMatchObject({ id: first.id, version: 2 });
    expect(changes.map((c) => [c.name, c.changes])).toEqual([['Tart', ['new']]]);
  });

  it('refuses a save from a stale version with the base it started from and the menu as now', async () => {
    const { first, save, backend, restaurantId, client } = await setup();
    client.setQueryData<SavedMenu[]>(menuKeys.list(restaurantId), [first]);
    const now = await backend.menus.save(restaurantId, menuDraft([soup, tart], first));
    const refused = await save(menuDraft([{ ...soup, price: '$8' }], first)).catch((e) => e);
    expect(refused).toBeInstanceOf(MenuSaveConflict);
    expect((refused as MenuSaveConflict).base).toMatchObject({ version: 1, items: [soup] });
    expect((refused as MenuSaveConflict).current).toEqual(now);
    // Every screen shows the menu as stored now.
    expect(client.getQueryData<SavedMenu[]>(menuKeys.list(restaurantId))?.[0]?.version).toBe(2);
    expect((await backend.menus.versions(restaurantId, first.id)).length).toBe(2);
  });
});
