// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { StaffMembership } from '../port';
import { localKeys } from './keys';
import { subscribeLocalUpdates } from './live-updates';

const m: StaffMembership = {
  restaurantId: 'r-1',
  restaurantName: 'A',
  allergenRegime: null,
  staffId: 's-sam',
  staffName: 'Sam',
};

const storageEvent = (key: string | null) => new StorageEvent('storage', { key });

describe('subscribeLocalUpdates', () => {
  it("hears another tab writing this restaurant's updates, and nothing else", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeLocalUpdates(m, onChange);

    window.dispatchEvent(storageEvent(localKeys.notifications('r-2')));
    window.dispatchEvent(storageEvent(localKeys.specials('r-1')));
    expect(onChange).not.toHaveBeenCalled();

    window.dispatchEvent(storageEvent(localKeys.notifications('r-1')));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Storage cleared in another tab: the updates went with it.
    window.dispatchEvent(storageEvent(null));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    window.dispatchEvent(storageEvent(localKeys.notifications('r-1')));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
