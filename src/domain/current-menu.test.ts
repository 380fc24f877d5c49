import { describe, expect, it } from 'vitest';
import { currentMenu } from './current-menu';

const menu = (id: string, lastSaved: string, isSample = false) => ({ id, lastSaved, isSample });
const sample = menu('sample-dinner', '2026-01-01T00:00:00.000Z', true);
const lunch = menu('lunch', '2026-03-01T10:00:00.000Z');
const dinner = menu('dinner', '2026-03-02T10:00:00.000Z');

describe('currentMenu', () => {
  it("is the restaurant's most recently saved menu of its own, never a sample before it", () => {
    expect(currentMenu([sample, lunch, dinner])?.id).toBe('dinner');
    expect(currentMenu([dinner, lunch, sample])?.id).toBe('dinner');
  });

  it('is the menu the person picked while it exists', () => {
    expect(currentMenu([sample, lunch, dinner], { chosen: 'lunch' })?.id).toBe('lunch');
    expect(currentMenu([sample, dinner], { chosen: 'deleted' })?.id).toBe('dinner');
  });

  it('falls back to a sample only where one may stand in', () => {
    expect(currentMenu([sample])?.id).toBe('sample-dinner');
    expect(currentMenu([sample], { samples: false })).toBeUndefined();
    expect(currentMenu([sample, lunch], { chosen: 'sample-dinner', samples: false })?.id).toBe(
      'lunch',
    );
    expect(currentMenu([])).toBeUndefined();
  });
});
