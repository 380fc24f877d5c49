import { useEffect, useEffectEvent, useRef } from 'react';
import { renderPdfPage, type PdfDocument } from './render-pdf-page';

/** What a page is drawn from: a page of the parsed PDF (null while it loads), or the photo. */
export type Picture =
  { kind: 'pdf'; doc: PdfDocument | null; rotation?: number } | { kind: 'image'; file: Blob };

type PictureProps = { picture: Picture; pageNumber: number; onFailure: (error: unknown) => void };

/** The page as the manager uploaded it, filling its (aspect-ratio sized) frame. */
export function PagePicture({ picture, pageNumber, onFailure }: PictureProps) {
  return picture.kind === 'pdf' ? (
    <PdfCanvas
      doc={picture.doc}
      pageNumber={pageNumber}
      rotation={picture.rotation ?? 0}
      onFailure={onFailure}
    />
  ) : (
    <ImageFile file={picture.file} onFailure={onFailure} />
  );
}

function PdfCanvas({
  doc,
  pageNumber,
  rotation,
  onFailure,
}: {
  doc: PdfDocument | null;
  pageNumber: number;
  /** A scanned page read turned (ADR 0028) is drawn turned, so its boxes land on its words. */
  rotation: number;
  onFailure: (error: unknown) => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const fail = useEffectEvent(onFailure);
  useEffect(() => {
    const host = hostRef.current;
    if (!doc || !host) return;
    // The frame's width now; a later resize scales the canvas instead of drawing it again.
    const width = host.clientWidth || host.parentElement?.clientWidth || 800;
    const job = renderPdfPage(doc, pageNumber, width, rotation);
    let active = true;
    job.promise.then(
      (canvas) => {
        if (!active) return;
        canvas.className = 'block h-full w-full';
        host.replaceChildren(canvas);
      },
      (error: unknown) => active && fail(error),
    );
    return () => {
      active = false;
      job.cancel();
    };
  }, [doc, pageNumber, rotation]);
  // React renders no children here: the drawn canvas is put in by the effect.
  return <div ref={hostRef} className="absolute inset-0" />;
}

function ImageFile({ file, onFailure }: { file: Blob; onFailure: (error: unknown) => void }) {
  const imgRef = useRef<HTMLImageElement>(null);
  const fail = useEffectEvent(onFailure);
  // The object URL lives exactly as long as this effect: made here, revoked on unmount.
  useEffect(() => {
    const img = imgRef.current;
    if (!img) return;
    const url = URL.createObjectURL(file);
    const onError = () => fail(new Error('The image could not be decoded'));
    img.addEventListener('error', onError);
    img.src = url;
    return () => {
      img.removeEventListener('error', onError);
      URL.revokeObjectURL(url);
    };
  }, [file]);
  // object-fill: the boxes are fractions of the image, so it must fill the frame exactly.
  return (
    <img
      ref={imgRef}
      alt=""
      decoding="async"
      className="absolute inset-0 h-full w-full object-fill"
    />
  );
}
