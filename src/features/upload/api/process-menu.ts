import { PROGRESS_STAGES } from '@/config/constants';
import type { ImportReview } from '@/domain/import-review';
import type { MenuType, ParsedMenu } from '@/domain/parsed-menu';
import { countItems } from '@/domain/parsed-menu';
import { buildImportReview } from './build-review';
import { suggestMenuAllergens } from './suggest-allergens';

/** A failure the upload screen shows as a toast with this title and description. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description);
  }
}

export type ProcessInput = { file: File | null; text: string; menuType: MenuType };
export type ProcessReport = {
  onProgress: (percent: number, status: string) => void;
  onWarning: (message: string) => void;
};
export type ProcessResult = {
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

function nameFor(input: ProcessInput, menu: ParsedMenu): string {
  if (input.file) return titleFromFile(input.file.name);
  const restaurant = menu.metadata.restaurantName;
  if (restaurant && !/^unknown$/i.test(restaurant)) return `${restaurant} Menu`;
  return `${menu.metadata.menuType[0]!.toUpperCase()}${menu.metadata.menuType.slice(1)} Menu`;
}

/**
 * The upload flow: reading (25 %), extracting (60 %), cleaning (90 %), complete (100 %).
 * Heavy modules (extractors, AI client, parser) load on demand, so none is in the initial bundle.
 */
export async function processMenu(
  input: ProcessInput,
  report: ProcessReport,
  signal?: AbortSignal,
): Promise<ProcessResult> {
  const extract = await import('@/lib/extract');
  if (!input.file && !input.text.trim()) {
    throw new UploadError('No content provided', 'Please provide menu content to upload');
  }
  if (input.file && !extract.isSupportedFile(input.file)) {
    throw new UploadError('Unsupported file type', 'Please use PDF, Word, image, or text files');
  }
  if (input.file && input.file.size > extract.MAX_FILE_BYTES) {
    throw new UploadError('File too large', extract.EXTRACTION_MESSAGES.tooLarge(input.file.size));
  }

  report.onProgress(PROGRESS_STAGES.reading, 'Starting menu processing...');
  let document = extract.textToDocument(input.text);
  if (input.file) {
    const kind = extract.fileKind(input.file)!;
    report.onProgress(PROGRESS_STAGES.reading, `Processing ${KIND_LABEL[kind]}...`);
    const span = PROGRESS_STAGES.extracting - PROGRESS_STAGES.reading;
    document = await extract.extractDocument(input.file, {
      signal,
      onProgress: ({ stage, fraction }) => {
        if (stage === 'recognizing' || stage === 'extracting') {
          report.onProgress(
            Math.round(PROGRESS_STAGES.reading + span * fraction),
            `Processing ${KIND_LABEL[kind]}...`,
          );
        }
      },
    });
  }
  report.onProgress(PROGRESS_STAGES.extracting, 'Cleaning extracted text...');
  // Columns separated, reading order fixed, typography measured: the same for every format.
  const { layoutDocument } = await import('@/lib/layout');
  const layout = layoutDocument(document);
  const cleaned = extract.cleanMenuText(layout.text);
  const check = extract.validateMenuContent(cleaned);
  if (check.error) throw new UploadError('Upload failed', check.error);
  if (check.warning) report.onWarning(check.warning);
  report.onProgress(PROGRESS_STAGES.cleaning, 'Cleaning extracted text...');

  const { readAiSettings } = await import('@/lib/ai/settings');
  const settings = readAiSettings();
  const parser = await import('@/lib/menu-parser');
  if (!settings.apiKey) {
    report.onProgress(PROGRESS_STAGES.cleaning, 'Parsing menu with the built-in parser...');
  }
  // The parser reads column gaps, indentation and typography, which cleaning drops.
  const parsed = parser.parseMenuLayout(layout.lines, { menuType: input.menuType });
  let menu = parsed;
  let aiError: string | undefined;
  if (settings.apiKey) {
    report.onProgress(PROGRESS_STAGES.cleaning, 'Parsing menu with AI...');
    const [{ parseMenuWithAI }, { reconcile }] = await Promise.all([
      import('@/lib/ai/parse-menu'),
      import('@/lib/ai/reconcile'),
    ]);
    const aiText = extract.cleanMenuText(parser.layoutTextForAi(layout.lines));
    const result = await parseMenuWithAI(aiText, input.menuType, { settings, signal });
    // Items only one reader found stay in, marked for checking; on failure the parser's menu.
    if (result.success) menu = reconcile(result.data, parsed);
    else aiError = result.error;
  }
  if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
  if (countItems(menu) === 0)
    throw new UploadError('Upload failed', 'Failed to parse menu content');
  // Allergens are suggested, never set: the manager confirms them in the allergen matrix.
  menu = suggestMenuAllergens(menu, layout.text);
  report.onProgress(PROGRESS_STAGES.complete, 'Menu processed successfully!');
  const review = buildImportReview(document, layout.lines, menu);
  return { menu, name: nameFor(input, menu), aiError, usedAi: !!settings.apiKey, review };
}
