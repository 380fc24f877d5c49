/**
 * A failure the upload screen shows with this title and description. Plain data (a name, a title
 * and a message) so it survives the trip from the reader's Web Worker to the page.
 */
export class ReaderError extends Error {
  override name = 'ReaderError';
  constructor(
    readonly title: string,
    description: string,
  ) {
    super(description);
  }
}

export function cancelled(): DOMException {
  return new DOMException('Upload cancelled', 'AbortError');
}
