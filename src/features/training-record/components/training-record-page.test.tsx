import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TrainingEvent } from '@/domain/training-event';
import { storeLocalRecord } from '@/testing/local-training-record';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { at, eventMaker, sampleRecord } from '@/testing/training-events';
import { TrainingRecordPage } from './training-record-page';

/** December 2026, which holds every event of the sample record. */
const PERIOD = '?from=2026-12-01&to=2026-12-31';

/**
 * The page over the real local backend, its record as the backend stores it: one row key per
 * event, written here as the local backend's own actions would have.
 */
async function setup(events: TrainingEvent[], search = PERIOD) {
  const { backend, userId, restaurantId } = await setupLocalBackend({ restaurantName: 'Chez Léa' });
  storeLocalRecord(restaurantId, events);
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const router = createMemoryRouter(
    [
      {
        path: '/training-record',
        element: <TrainingRecordPage restaurant={{ ...restaurant!, allergen_regime: 'eu' }} />,
      },
    ],
    { initialEntries: [`/training-record${search}`] },
  );
  const rendered = renderWithProviders(
    <RouterProvider router={router} future={{ v7_startTransition: true }} />,
  );
  return { ...rendered, router };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('TrainingRecordPage', () => {
  it('shows each update, newest first, with where each person got to', async () => {
    await setup(sampleRecord());
    const sesame = await screen.findByRole('region', { name: 'Sesame in the salmon' });
    const dessert = screen.getByRole('region', { name: 'New dessert' });
    expect(dessert.compareDocumentPosition(sesame)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(sesame).toHaveTextContent(
      'Sent to 3 · opened 2 · passed 1 · acknowledged 1 · missing 2',
    );
    const row = (name: string) => within(sesame).getByRole('row', { name: new RegExp(name) });
    expect(cells(row('Ana')).slice(2)).toEqual([
      'Passed on attempt 2',
      expect.any(String),
      'Ready',
    ]);
    expect(cells(row('Ben')).slice(2)).toEqual(['-', '-', 'Opened, no quiz passed']);
    expect(cells(row('Cy')).slice(2)).toEqual(['-', '-', 'Not opened']);
  });

  it('narrows to a person, a role or an allergen, and keeps the choice in the address', async () => {
    const { user, router } = await setup(sampleRecord());
    await screen.findByRole('region', { name: 'New dessert' });
    await user.selectOptions(screen.getByLabelText('Allergen'), 'Sesame');
    expect(screen.queryByRole('region', { name: 'New dessert' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Sesame in the salmon' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('allergen=sesame');

    await user.selectOptions(screen.getByLabelText('Allergen'), 'Any change');
    await user.selectOptions(screen.getByLabelText('Role'), 'Cook');
    const dessert = screen.getByRole('region', { name: 'New dessert' });
    expect(within(dessert).getAllByRole('row')).toHaveLength(2);
    expect(within(dessert).getByRole('row', { name: /Ben/ })).toBeInTheDocument();
  });

  it('lists people with a removed person marked, and their timeline', async () => {
    const { user } = await setup(sampleRecord());
    await user.click(await screen.findByRole('tab', { name: 'By person' }));
    const cy = screen.getByRole('listitem', { name: 'Cy' });
    expect(cy).toHaveTextContent(/Removed on/);
    expect(cy).toHaveTextContent('Sent 1 · opened 0 · passed 0 · acknowledged 0 · outstanding 1');
    await user.click(within(cy).getByRole('button', { name: 'Show timeline' }));
    const steps = within(within(cy).getByRole('list', { name: 'Timeline of Cy' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Sesame in the salmon'),
      expect.stringMatching(/Reminder sent/),
      expect.stringMatching(/Removed from the team/),
    ]);
  });

  it('says who acknowledged each allergen change', async () => {
    const { user } = await setup(sampleRecord());
    await user.click(await screen.findByRole('tab', { name: 'Allergen changes' }));
    const milk = screen.getByRole('list', { name: /^Who acknowledged: Panna cotta/ });
    expect(
      within(milk)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AnaNot acknowledged', expect.stringMatching(/^BenAcknowledged /)]);
  });

  it('pages a long record', async () => {
    const { sent } = eventMaker();
    const many = Array.from({ length: 25 }, (_, i) =>
      sent('ana', i, `n${i}`, `Update ${i + 1}`, []),
    );
    const { user } = await setup(many);
    expect(await screen.findAllByRole('region')).toHaveLength(20);
    expect(screen.getByRole('region', { name: 'Update 25' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(screen.getAllByRole('region')).toHaveLength(25);
  });

  it('reads only the period asked for', async () => {
    await setup(sampleRecord(), `?from=2026-12-02&to=2026-12-31`);
    expect(await screen.findByText('No update was sent in this period.')).toBeInTheDocument();
    expect(at(0)).toMatch(/^2026-12-01/);
  });
});
