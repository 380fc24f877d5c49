import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedContent } from './formatted-content';

describe('FormattedContent', () => {
  it('shows markup from model output as text and never creates the elements', () => {
    const { container } = render(
      <FormattedContent content={'<script>alert("x")</script>\n- <img src=x onerror=alert(1)>'} />,
    );
    expect(screen.getByText('<script>alert("x")</script>')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('renders paragraphs, bullet lists, headings and bold as elements', () => {
    const { container } = render(
      <FormattedContent
        content={'## Pairings\nPour **Barolo** with the rib.\n\n- Burrata ($16)\n- Calamari ($15)'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Pairings' })).toBeInTheDocument();
    expect(screen.getByText('Barolo').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Burrata ($16)',
      'Calamari ($15)',
    ]);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
