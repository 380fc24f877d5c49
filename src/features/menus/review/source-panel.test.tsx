import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReview, SourceLine } from '@/domain/import-review';
import { renderWithProviders } from '@/testing/render-with-providers';
import { acquirePdf, renderPdfPage, type PdfDocument } from './render-pdf-page';
import { SourcePanel, type SourcePanelProps } from './source-panel';

const PICTURE_FAILED_NOTE = 'The page image could not be shown; showing the text instead.';

// pdf.js does not run in jsdom: drawing a page is proved in the browser (e2e). Here the module
// that wraps it is replaced, so the panel's own behaviour around it can be tested.
vi.mock('./render-pdf-page', () => ({
  acquirePdf: vi.fn(),
  releasePdf: vi.fn(),
  renderPdfPage: vi.fn(),
}));

const line = (text: string, page: number, row: number): SourceLine => ({
  text,
  page,
  box: { x0: 50, top: 40 + row * 20, x1: 300, bottom: 52 + row * 20 },
});

function review(kind: ImportReview['kind'], pages = 1): ImportReview {
  const lines = [
    line('STARTERS', 1, 0),
    line('Soup of the day 7', 1, 1),
    line('Ask about allergies', 1, 2),
    line('MAINS', pages, 3),
    line('Roast chicken 24', pages, 4),
  ];
  return {
    kind,
    pages: Array.from({ length: pages }, () => ({ width: 600, height: 800 })),
    lines,
    used: [0, 1, 3, 4],
    items: {},
    confirmed: [],
    ignored: [],
  };
}

function setup(props: Partial<SourcePanelProps> = {}) {
  const onLineSelect = vi.fn<(line: number) => void>();
  const all: SourcePanelProps = {
    review: review('text'),
    file: null,
    highlight: null,
    onLineSelect,
    ...props,
  };
  const view = renderWithProviders(<SourcePanel {...all} />);
  const rerender = (next: Partial<SourcePanelProps>) =>
    view.rerender(<SourcePanel {...all} {...next} />);
  return { ...view, rerender, onLineSelect, panel: screen.getByRole('region', { name: 'Source' }) };
}

const names = (buttons: HTMLElement[]) => buttons.map((b) => b.textContent);

describe('SourcePanel as text', () => {
  it('is a region named Source with one button per line, named by its text', () => {
    const { panel } = setup();
    expect(within(panel).getByRole('heading', { name: 'Source' })).toBeInTheDocument();
    const buttons = within(panel).getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(within(panel).getByRole('button', { name: 'Soup of the day 7' })).toBe(buttons[1]);
    expect(names(buttons)).toEqual(review('text').lines.map((l) => l.text));
  });

  it('marks the highlighted lines as current, and follows the highlight', () => {
    const { rerender } = setup({ highlight: { start: 1, end: 2 } });
    const current = () =>
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'true');
    expect(names(current())).toEqual(['Soup of the day 7', 'Ask about allergies']);
    rerender({ highlight: { start: 4, end: 4 } });
    expect(names(current())).toEqual(['Roast chicken 24']);
    rerender({ highlight: null });
    expect(current()).toEqual([]);
  });

  it('reports the line clicked or activated with Enter or Space', async () => {
    const { user, onLineSelect } = setup();
    await user.click(screen.getByRole('button', { name: 'MAINS' }));
    expect(onLineSelect).toHaveBeenLastCalledWith(3);
    screen.getByRole('button', { name: 'STARTERS' }).focus();
    await user.keyboard('{Enter}');
    expect(onLineSelect).toHaveBeenLastCalledWith(0);
    screen.getByRole('button', { name: 'Roast chicken 24' }).focus();
    await user.keyboard(' ');
    expect(onLineSelect).toHaveBeenLastCalledWith(4);
    expect(onLineSelect).toHaveBeenCalledTimes(3);
  });

  it('groups the lines by page when there is more than one page', () => {
    setup({ review: review('word', 2) });
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Page 1', 'Page 2']);
    const pageTwo = headings[1].parentElement as HTMLElement;
    expect(names(within(pageTwo).getAllByRole('button'))).toEqual(['MAINS', 'Roast chicken 24']);
  });

  it('has no page headings for a single page', () => {
    setup();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows the text of a PDF whose file this browser no longer has, without a note', () => {
    setup({ review: review('pdf', 2), file: null });
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByText(PICTURE_FAILED_NOTE)).not.toBeInTheDocument();
    expect(acquirePdf).not.toHaveBeenCalled();
  });

  it('scrolls the first highlighted line into view inside the panel only, keeping focus', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { panel, rerender } = setup();
    const target = screen.getByRole('button', { name: 'Roast chicken 24' });
    const rect = (top: number, height: number) =>
      ({ top, bottom: top + height, height, left: 0, right: 100, width: 100 }) as DOMRect;
    vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(rect(0, 200));
    Object.defineProperty(panel, 'clientHeight', { value: 200 });
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(rect(500, 20));
    const focused = screen.getByRole('button', { name: 'STARTERS' });
    focused.focus();

    rerender({ highlight: { start: 4, end: 4 } });
    // 500 px down, placed a third of the way into the 200 px view (minus its own 20 px height).
    expect(panel.scrollTop).toBe(440);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(focused).toHaveFocus();
  });
});

describe('SourcePanel with the uploaded file', () => {
  const pdfFile = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

  it('places one button per line over the page of a PDF, by percentage', async () => {
    vi.mocked(acquirePdf).mockResolvedValue({} as PdfDocument);
    vi.mocked(renderPdfPage).mockImplementation(() => ({
      promise: Promise.resolve(document.createElement('canvas')),
      cancel: () => {},
    }));
    setup({ review: review('pdf'), file: pdfFile, highlight: { start: 1, end: 1 } });
    const button = screen.getByRole('button', { name: 'Soup of the day 7' });
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(button).toHaveAttribute('aria-current', 'true');
    // x0 50 of 600 wide, top 60 of 800 high, each less a little padding.
    expect(parseFloat(button.style.left)).toBeCloseTo(8.33, 0);
    expect(parseFloat(button.style.top)).toBeCloseTo(7.5, 0);
    await waitFor(() => expect(renderPdfPage).toHaveBeenCalledWith({}, 1, expect.any(Number), 0));
    expect(screen.queryByText(PICTURE_FAILED_NOTE)).not.toBeInTheDocument();
  });

  it('draws a scanned page turned the way it was read, so the boxes land on its words', async () => {
    vi.mocked(acquirePdf).mockResolvedValue({} as PdfDocument);
    vi.mocked(renderPdfPage).mockImplementation(() => ({
      promise: Promise.resolve(document.createElement('canvas')),
      cancel: () => {},
    }));
    const turned = review('pdf');
    turned.pages = [{ width: 600, height: 800, rotation: 90 }];
    setup({ review: turned, file: pdfFile });
    await waitFor(() => expect(renderPdfPage).toHaveBeenCalledWith({}, 1, expect.any(Number), 90));
  });

  it('falls back to the text with a note when the PDF cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(acquirePdf).mockRejectedValue(new Error('Invalid PDF structure'));
    setup({ review: review('pdf', 2), file: pdfFile });
    expect(await screen.findByText(PICTURE_FAILED_NOTE)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('falls back to the text when the image cannot be decoded, and revokes its URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // jsdom has no object URLs.
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: revoke });
    try {
      const photo = new Blob(['not a jpeg'], { type: 'image/jpeg' });
      const { container } = setup({ review: review('image'), file: photo });
      const img = container.querySelector('img') as HTMLImageElement;
      expect(img).toHaveAttribute('src', 'blob:photo');
      expect(screen.getAllByRole('button')).toHaveLength(5);
      fireEvent.error(img);
      expect(await screen.findByText(PICTURE_FAILED_NOTE)).toBeInTheDocument();
      expect(container.querySelector('img')).toBeNull();
      expect(revoke).toHaveBeenCalledWith('blob:photo');
      expect(screen.getAllByRole('button')).toHaveLength(5);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('on phones shows the page as a picture only, with the lines as 44 px rows', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.mocked(acquirePdf).mockReturnValue(new Promise(() => {}));
    const { container } = setup({
      review: review('pdf'),
      file: pdfFile,
      highlight: { start: 1, end: 1 },
    });
    const picture = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(picture.querySelector('[data-source-mark="1"]')).not.toBeNull();
    expect(picture.querySelector('button, [tabindex]')).toBeNull();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    for (const button of buttons) expect(button).toHaveClass('min-h-11', 'md:min-h-0');
    expect(screen.getByRole('button', { name: 'Soup of the day 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
