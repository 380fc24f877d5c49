import { withoutServingTime } from './serving-time';

describe('when a section is served, after its name', () => {
  it.each([
    ['Toasties 11-4 daily', 'Toasties'],
    ['Breakfast served until 11am', 'Breakfast'],
    ['LUNCH (12–3pm)', 'LUNCH'],
    ['Happy Hour Mon-Fri 4-6pm', 'Happy Hour'],
    ['BRUNCH 10:30am - 3pm', 'BRUNCH'],
    ['Dinner from 5pm', 'Dinner'],
  ])('is taken off "%s"', (text, name) => {
    expect(withoutServingTime(text)).toBe(name);
  });

  it.each([
    'Kids 5-12',
    'KIDS MENU (ages 5-12)',
    'Mains 2-4',
    'Steak Frites  34',
    'Sunday Roast',
    'Est 1998',
    'Pizza 12"',
    'FISH SUPPER  Friday 12',
    'Salads from 12',
  ])('leaves "%s", which names no time', (text) => {
    expect(withoutServingTime(text)).toBe(text);
  });
});
