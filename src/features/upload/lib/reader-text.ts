import { t } from '@lingui/core/macro';
import { formatNumber } from '@/i18n';

/**
 * The menu reader runs in a Web Worker where no catalog is active, so its progress labels, error
 * titles and messages arrive in English. They are put into the language shown here, where they
 * are shown. A text that matches none of these (a library's own error, an AI provider's reply)
 * is shown as it came. reader-text.test.ts builds every English text from the reader's own
 * templates, so a change of wording there fails the test instead of going untranslated.
 */
type Rule = [pattern: RegExp, translate: (m: RegExpMatchArray) => string];

/** Numbers arrive formatted for English ('8,000'); shown again in the current language. */
const num = (raw: string | undefined) => formatNumber(Number((raw ?? '').replace(/,/g, '')));

function kindLabel(kind = ''): string {
  const labels: Record<string, string> = {
    PDF: 'PDF',
    'Word document': t`Word document`,
    image: t`image`,
    'text file': t`text file`,
  };
  return labels[kind] ?? kind;
}

const rules: Rule[] = [
  // Progress labels.
  [/^Starting menu processing\.\.\.$/, () => t`Starting menu processing...`],
  [
    /^Processing (PDF|Word document|image|text file)\.\.\.$/,
    (m) => {
      const kind = kindLabel(m[1]);
      return t`Processing ${kind}...`;
    },
  ],
  [
    /^Reading page (\d+) of (\d+)\.\.\.$/,
    (m) => {
      const page = num(m[1]);
      const pages = num(m[2]);
      return t`Reading page ${page} of ${pages}...`;
    },
  ],
  [
    /^Reading scanned page (\d+) of (\d+)\.\.\.$/,
    (m) => {
      const page = num(m[1]);
      const pages = num(m[2]);
      return t`Reading scanned page ${page} of ${pages}...`;
    },
  ],
  [/^Cleaning extracted text\.\.\.$/, () => t`Cleaning extracted text...`],
  [
    /^Parsing menu with the built-in parser\.\.\.$/,
    () => t`Parsing menu with the built-in parser...`,
  ],
  [/^Parsing menu with AI\.\.\.$/, () => t`Parsing menu with AI...`],
  [/^Menu processed successfully!$/, () => t`Menu processed successfully!`],
  // Error titles.
  [/^No content provided$/, () => t`No content provided`],
  [/^Unsupported file type$/, () => t`Unsupported file type`],
  [/^File too large$/, () => t`File too large`],
  [/^Menu too long$/, () => t`Menu too long`],
  [/^Upload failed$/, () => t`Upload failed`],
  // Error messages and warnings.
  [/^Please provide menu content to upload$/, () => t`Please provide menu content to upload`],
  [
    /^Please use PDF, Word, image, or text files$/,
    () => t`Please use PDF, Word, image, or text files`,
  ],
  [
    /^Failed to extract text from PDF\. Please try copying and pasting the text instead\.$/,
    () => t`Failed to extract text from PDF. Please try copying and pasting the text instead.`,
  ],
  [
    /^Failed to extract text from Word document\. Please try copying and pasting the text instead\.$/,
    () =>
      t`Failed to extract text from Word document. Please try copying and pasting the text instead.`,
  ],
  [
    /^Failed to extract text from image: the text recognition engine could not be loaded\. Please ensure the image contains clear, readable text\.$/,
    () =>
      t`Failed to extract text from image: the text recognition engine could not be loaded. Please ensure the image contains clear, readable text.`,
  ],
  [
    // The reason is the OCR library's own text, shown as it came.
    /^Failed to extract text from image: (.*)\. Please ensure the image contains clear, readable text\.$/s,
    (m) => {
      const reason = m[1];
      return t`Failed to extract text from image: ${reason}. Please ensure the image contains clear, readable text.`;
    },
  ],
  [
    /^Could not extract readable text from image\.$/,
    () => t`Could not extract readable text from image.`,
  ],
  [/^Failed to read text file$/, () => t`Failed to read text file`],
  [/^Failed to process text file content$/, () => t`Failed to process text file content`],
  [
    /^Unsupported file type: (.*)$/s,
    (m) => {
      const type = m[1];
      return t`Unsupported file type: ${type}`;
    },
  ],
  [
    /^This (PDF|file) has ([\d,]+) pages; Preshift reads menus of up to ([\d,]+) pages\. Upload the menu pages only, or split the file\.$/,
    (m) => {
      const pages = num(m[2]);
      const max = num(m[3]);
      return m[1] === 'PDF'
        ? t`This PDF has ${pages} pages; Preshift reads menus of up to ${max} pages. Upload the menu pages only, or split the file.`
        : t`This file has ${pages} pages; Preshift reads menus of up to ${max} pages. Upload the menu pages only, or split the file.`;
    },
  ],
  [
    /^This file has ([\d,]+) lines of text; Preshift reads menus of up to ([\d,]+) lines\. Upload one menu at a time\.$/,
    (m) => {
      const lines = num(m[1]);
      const max = num(m[2]);
      return t`This file has ${lines} lines of text; Preshift reads menus of up to ${max} lines. Upload one menu at a time.`;
    },
  ],
  [
    /^This menu has ([\d,]+) items; Preshift reads menus of up to ([\d,]+) items\. Upload one menu at a time\.$/,
    (m) => {
      const items = num(m[1]);
      const max = num(m[2]);
      return t`This menu has ${items} items; Preshift reads menus of up to ${max} items. Upload one menu at a time.`;
    },
  ],
  [
    /^File is too large \(([\d.]+) MB\)\. The maximum is 25 MB\.$/,
    (m) => {
      const size = formatNumber(Number(m[1]), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      return t`File is too large (${size} MB). The maximum is 25 MB.`;
    },
  ],
  [
    /^Menu content is too short\. Please provide more detailed menu information \(at least 20 characters\)\.$/,
    () =>
      t`Menu content is too short. Please provide more detailed menu information (at least 20 characters).`,
  ],
  [
    /^Menu content appears too brief for quality parsing\. Consider adding more details\.$/,
    () => t`Menu content appears too brief for quality parsing. Consider adding more details.`,
  ],
  [/^Failed to parse menu content$/, () => t`Failed to parse menu content`],
  [/^The menu reader could not start$/, () => t`The menu reader could not start`],
];

/** `text` from the menu reader, in the language shown (as it came when it is not the reader's). */
export function readerText(text: string): string {
  for (const [pattern, translate] of rules) {
    const match = pattern.exec(text);
    if (match) return translate(match);
  }
  return text;
}
