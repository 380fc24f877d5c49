import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nWrapper } from '@/testing/i18n-wrapper';
import { MoreMenu } from './more-menu';

const renderMenu = () =>
  render(
    <MemoryRouter>
      <ul>
        <MoreMenu />
      </ul>
    </MemoryRouter>,
    { wrapper: I18nWrapper },
  );
const more = () => screen.getByRole('button', { name: 'More' });
const link = (name: string) => screen.queryByRole('link', { name });

const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => vi.useRealTimers());

describe('MoreMenu', () => {
  it('opens on click, closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(link('Specials')).toBeNull();
    await user.click(more());
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(link('Specials')).toBeVisible();
    expect(link('Staff')).toBeVisible();
    await user.tab();
    expect(link('Specials')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(more()).toHaveFocus();
  });

  it('opens 200 ms after the mouse arrives and closes 150 ms after it leaves', async () => {
    vi.useFakeTimers();
    renderMenu();
    const item = more().parentElement!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    await elapse(190);
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    await elapse(20);
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    await elapse(140);
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    await elapse(20);
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    // Back within the 300 ms skip delay: open at once.
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(more()).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores touch hovering, which would open and close it under a tap', async () => {
    vi.useFakeTimers();
    renderMenu();
    fireEvent.pointerEnter(more().parentElement!, { pointerType: 'touch' });
    await elapse(500);
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });
});
