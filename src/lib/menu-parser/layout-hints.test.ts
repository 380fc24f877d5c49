import { layoutLine } from '@/testing/menu-parser/layout-line';
import { markLead } from './layout-hints';

const line = (text: string, leadEnd: number) => layoutLine(text, { x1: 300, leadEnd });

describe('a bold lead on a dish line', () => {
  it('sets a bold name apart from the description that follows it', () => {
    expect(markLead(line('Burrata creamy, tomato, basil   14', 7))).toBe(
      'Burrata — creamy, tomato, basil   14',
    );
    expect(markLead(line('Harira tomato and lentil soup   6', 6))).toBe(
      'Harira — tomato and lentil soup   6',
    );
  });

  it('keeps one emphasised word inside a short title-case name', () => {
    expect(markLead(line('12. Vegan Teriyaki Tofu Bowl     $7.25', 9))).toBe(
      '12. Vegan Teriyaki Tofu Bowl     $7.25',
    );
    expect(markLead(line('Spicy Fried Chicken & Rice   9', 5))).toBe(
      'Spicy Fried Chicken & Rice   9',
    );
  });
});
