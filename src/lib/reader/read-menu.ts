import { PROGRESS_STAGES } from '@/config/constants';
import type { ImportReview } from '@/domain/import-review';
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { countItems } from '@/domain/parsed-menu';
import type { AiSettings } from '@/lib/ai/settings';
import { suggestMenuAllergens } from './allergen-suggestions';
import { cancelled, ReaderError } from './errors';
import { checkItems, checkLines, checkPages, READER_LIMITS } from './limits';
import { PAGE_IMAGE_MAX_SIDE, pageImagesFor } from './page-images';
import { buildImportReview } from './review-data';

export type ReadInput = { file: File | null; text: string; menuType: MenuType };
export type ReadReport = {
  onProgress: (percent: number, status: string) => void;
  onWarning: (message: string) => void;
};
export type ReadResult = {
  menu: ParsedMenu;
  name: string;
  aiError?: string;
  usedAi: boolean;
  /** The source lines and per-item confidence the editor's review shows. */
  review: ImportReview;
};

const KIND_LABEL = {
  pdf: 'PDF',
  word: 'Word document',
  image: 'image',
  text: 'text file',
} as const;

function titleFromFile(name: string): string {
  const base = name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) || 'Uploaded Menu';
}

function nameFor(input: ReadInput, menu: ParsedMenu): string {
  if (input.file) return titleFromFile(input.file.name);
  const restaurant = menu.metadata.restaurantName;
  if (restaurant && !/^unknown$/i.test(restaurant)) return `${restaurant} Menu`;
  return `${menu.metadata.menuType[0]!.toUpperCase()}${menu.metadata.menuType.slice(1)} Menu`;
}

function throwIfCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw cancelled();
}

/**
 * The reader, stage by stage: extract (positioned spans; scans and photos through OCR) -> layout
 * (columns, reading order, typography) -> read (items, headings, prices) -> the AI model when one
 * is configured -> allergen suggestions -> review data. Progress: reading 25 %, extracting 60 %,
 * cleaning 90 %, complete 100 %. Runs in the reader's Web Worker (see worker-client.ts); every
 * heavy library loads on demand, so none is in the page's bundle.
 */
export async function readMenu(
  input: ReadInput,
  settings: AiSettings,
  report: ReadReport,
  signal?: AbortSignal,
): Promise<ReadResult> {
  const extract = await import('@/lib/extract');
  if (!input.file && !input.text.trim()) {
    throw new ReaderError('No content provided', 'Please provide menu content to upload');
  }
  if (input.file && !extract.isSupportedFile(input.file)) {
    throw new ReaderError('Unsupported file type', 'Please use PDF, Word, image, or text files');
  }
  if (input.file && input.file.size > extract.MAX_FILE_BYTES) {
    throw new ReaderError('File too large', extract.EXTRACTION_MESSAGES.tooLarge(input.file.size));
  }

  // 1. Extract: the file becomes pages of positioned, styled text.
  report.onProgress(PROGRESS_STAGES.reading, 'Starting menu processing...');
  let document = extract.textToDocument(input.text);
  // Scanned pages drawn for a model that reads images, by page index.
  const visionModel = Boolean(settings.apiKey && settings.sendImages);
  const scannedPages = new Map<number, Blob>();
  if (input.file) {
    const kind = extract.fileKind(input.file)!;
    report.onProgress(PROGRESS_STAGES.reading, `Processing ${KIND_LABEL[kind]}...`);
    const span = PROGRESS_STAGES.extracting - PROGRESS_STAGES.reading;
    document = await extract.extractDocument(input.file, {
      signal,
      maxPages: READER_LIMITS.pages,
      ...(visionModel
        ? {
            pageImages: {
              maxSide: PAGE_IMAGE_MAX_SIDE,
              onImage: (page: number, jpeg: Blob) => scannedPages.set(page, jpeg),
            },
          }
        : {}),
      onProgress: ({ stage, fraction, message }) => {
        if (stage === 'recognizing' || stage === 'extracting') {
          report.onProgress(
            Math.round(PROGRESS_STAGES.reading + span * fraction),
            message ?? `Processing ${KIND_LABEL[kind]}...`,
          );
        }
      },
    });
  }
  checkPages(document.pages.length);
  // Before layout, which is the slowest stage on a huge text: a text span is one line, and laid-out
  // lines are never more than the spans of any format, so this refuses what the line check would.
  checkLines(
    document.pages.reduce((n, page) => n + page.spans.length, 0),
    document.kind,
  );
  throwIfCancelled(signal);

  // 2. Layout: columns separated, reading order fixed, typography measured, for every format.
  report.onProgress(PROGRESS_STAGES.extracting, 'Cleaning extracted text...');
  const { layoutDocument } = await import('@/lib/layout');
  const layout = layoutDocument(document);
  checkLines(layout.lines.length, 'text');
  const cleaned = extract.cleanMenuText(layout.text);
  const check = extract.validateMenuContent(cleaned);
  if (check.error) throw new ReaderError('Upload failed', check.error);
  if (check.warning) report.onWarning(check.warning);
  report.onProgress(PROGRESS_STAGES.cleaning, 'Cleaning extracted text...');
  throwIfCancelled(signal);

  // 3. Read: lines become sections and items, each with its prices, confidence and source.
  const parser = await import('@/lib/menu-parser');
  if (!settings.apiKey) {
    report.onProgress(PROGRESS_STAGES.cleaning, 'Parsing menu with the built-in parser...');
  }
  // The parser reads column gaps, indentation and typography, which cleaning drops.
  const parsed = parser.parseMenuLayout(layout.lines, { menuType: input.menuType });
  checkItems(countItems(parsed));
  let menu = parsed;
  let aiError: string | undefined;

  // 4. The AI model, when configured: its reading reconciled with ours.
  if (settings.apiKey) {
    report.onProgress(PROGRESS_STAGES.cleaning, 'Parsing menu with AI...');
    const [{ parseMenuWithAI }, { reconcile }] = await Promise.all([
      import('@/lib/ai/parse-menu'),
      import('@/lib/ai/reconcile'),
    ]);
    const aiText = extract.cleanMenuText(parser.layoutTextForAi(layout.lines));
    // A model that reads images sees a photo or scan itself, with our OCR text as a hint.
    const images = visionModel ? await pageImagesFor(input.file, document, scannedPages) : [];
    const result = await parseMenuWithAI(aiText, input.menuType, {
      settings,
      signal,
      ...(images.length ? { images } : {}),
    });
    // Items only one reader found stay in, marked for checking; on failure the parser's menu.
    if (result.success) menu = reconcile(result.data, parsed);
    else aiError = result.error;
  }
  throwIfCancelled(signal);
  if (countItems(menu) === 0)
    throw new ReaderError('Upload failed', 'Failed to parse menu content');

  // 5. Allergens are suggested, never set: the manager confirms them in the allergen matrix.
  menu = suggestMenuAllergens(menu, layout.text);

  // 6. Review data: the lines each item came from, and how sure the reader is.
  const review = buildImportReview(document, layout.lines, menu);
  report.onProgress(PROGRESS_STAGES.complete, 'Menu processed successfully!');
  return { menu, name: nameFor(input, menu), aiError, usedAi: !!settings.apiKey, review };
}
