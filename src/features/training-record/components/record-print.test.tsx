import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, formatDate } from '@/i18n';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { at, sampleRecord } from '@/testing/training-events';
import { RecordPrint } from './record-print';

const from = '2026-12-01T00:00:00.000Z';
const to = '2026-12-02T00:00:00.000Z';

function renderRecord(events = sampleRecord()) {
  render(
    <RecordPrint restaurantName="Chez Ana" from={from} to={to} events={events} regime="eu" />,
    { wrapper: I18nWrapper },
  );
}

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

describe('RecordPrint', () => {
  it('heads the page with the restaurant and the period, its last day shown', () => {
    renderRecord();
    expect(screen.getByRole('heading', { level: 1, name: 'Training record' })).toBeVisible();
    expect(screen.getByText('Chez Ana')).toBeVisible();
    expect(
      screen.getByText(`Period: ${formatDate(from)} to ${formatDate('2026-12-01T23:59:59.999Z')}`),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('print:hidden');
  });

  it('sums up each person, and says when one was removed', () => {
    renderRecord();
    const table = screen.getByRole('table', { name: 'Staff' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Role',
      'Updates sent',
      'Opened',
      'Quiz passed',
      'Acknowledged',
      'Outstanding',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Ana', 'Server', '2', '1', '1', '1', '1'],
      ['Ben', 'Cook', '2', '2', '0', '1', '1'],
      [`CyRemoved on ${formatDate(at(40))}`, 'Server', '1', '0', '0', '0', '1'],
    ]);
    expect(within(rows[2]!).getByText(`Removed on ${formatDate(at(40))}`)).toBeVisible();
  });

  it('lists every allergen change with who acknowledged it and who did not', () => {
    renderRecord();
    const section = screen.getByRole('region', { name: 'Allergen changes' });
    const updates = within(section).getAllByRole('heading', { level: 3 });
    expect(updates.map((h) => h.textContent)).toEqual(['New dessert', 'Sesame in the salmon']);
    expect(within(section).getByText('Salmon: now contains sesame')).toBeVisible();
    expect(within(section).getByText('Panna cotta - new - $9 - contains milk')).toBeVisible();
    // The price change of the same update is not an allergen change.
    expect(within(section).queryByText(/\$20/)).toBeNull();

    const sesame = screen.getByRole('table', { name: 'Who acknowledged: Sesame in the salmon' });
    expect(within(sesame).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Ana', 'Server', `Passed on ${formatDate(at(5))}`, `Acknowledged on ${formatDate(at(6))}`],
      ['Ben', 'Cook', 'Not passed', 'Not acknowledged'],
      ['Cy', 'Server', 'Not passed', 'Not acknowledged'],
    ]);
    const dessert = screen.getByRole('table', { name: 'Who acknowledged: New dessert' });
    expect(within(dessert).getByRole('row', { name: /^Ben/ })).toHaveTextContent(
      `Acknowledged on ${formatDate(at(56))}`,
    );
  });

  it('leaves out what happened outside the period', () => {
    const later = sampleRecord().map((e) =>
      e.notificationId === 'n2' ? { ...e, occurredAt: '2026-12-03T09:00:00.000Z' } : e,
    );
    renderRecord(later);
    const section = screen.getByRole('region', { name: 'Allergen changes' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sesame in the salmon']);
  });

  it('ends with lines for the manager’s signature, name and date', () => {
    renderRecord();
    const signature = screen.getByRole('region', { name: 'Signature' });
    for (const label of ["Manager's signature", 'Name', 'Date'])
      expect(within(signature).getByText(label)).toBeVisible();
  });

  it('shows what people typed as text, never as markup', () => {
    const events = sampleRecord().map((e) =>
      e.type === 'sent' && e.notificationId === 'n1'
        ? { ...e, detail: { ...e.detail, message: '<img src=x onerror=alert(1)>' } }
        : e,
    );
    renderRecord(events);
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('RecordPrint in Spanish', () => {
  afterEach(() => activateLocale('en'));

  it('follows the language switched to while it is shown', async () => {
    renderRecord();
    const english = formatDate(from);
    await act(() => activateLocale('es'));
    const spanish = formatDate(from);
    expect(spanish).not.toBe(english);
    // The period's wording comes with the catalog; its dates are in Spanish already.
    const period = screen.getByText(/^Period/);
    expect(period).toHaveTextContent(spanish);
    expect(period).not.toHaveTextContent(english);
    expect(screen.getByText('Salmon: ahora contiene sésamo')).toBeVisible();
    expect(screen.getAllByRole('columnheader', { name: 'Nombre' })).toHaveLength(3);
  });
});
