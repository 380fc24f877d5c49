import { useEffect, useEffectEvent, useState } from 'react';
import { acquirePdf, releasePdf, type PdfDocument } from './render-pdf-page';

/** The parsed PDF of `file` (null while it loads); `onFailure` when pdf.js cannot read it. */
export function usePdfDocument(
  file: Blob | null,
  onFailure: (error: unknown) => void,
): PdfDocument | null {
  const [loaded, setLoaded] = useState<{ file: Blob; doc: PdfDocument } | null>(null);
  const fail = useEffectEvent(onFailure);
  useEffect(() => {
    if (!file) return;
    let active = true;
    acquirePdf(file).then(
      (doc) => active && setLoaded({ file, doc }),
      (error: unknown) => active && fail(error),
    );
    return () => {
      active = false;
      releasePdf(file);
    };
  }, [file]);
  // Keyed by file, so a new upload never shows the previous document's pages.
  return loaded?.file === file ? loaded.doc : null;
}
