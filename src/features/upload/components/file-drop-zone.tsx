import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ACCEPT_ATTRIBUTE } from '@/lib/extract/file-types';
import { cn } from '@/lib/utils';
import { formatNumber } from '@/i18n';

type Props = { file: File | null; onFile: (file: File | null) => void; disabled?: boolean };

export function formatKb(bytes: number): string {
  // No thousands separator, as before: '1234.50 KB' in English.
  const kb = formatNumber(bytes / 1024, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return `${kb} KB`;
}

export function FileDropZone({ file, onFile, disabled }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files[0]) onFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-accent' : 'border-input hover:bg-muted/50',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <FileUp className="size-8 text-primary" aria-hidden />
        <span className="font-medium">
          <Trans>Drop your menu file here or browse</Trans>
        </span>
        <span className="text-xs text-muted-foreground">
          <Trans>PDF, Word, image (JPG, PNG, GIF, BMP, WEBP) or text</Trans>
        </span>
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-label={t`Menu file`}
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          e.target.value = ''; // Selecting the same file again must fire change again.
        }}
      />
      {file && (
        <div
          className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
          data-testid="selected-file"
        >
          <span className="min-w-0 truncate">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">({formatKb(file.size)})</span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Remove file`}
            onClick={() => onFile(null)}
            disabled={disabled}
          >
            <X aria-hidden />
          </Button>
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>Image processing may take 30-60 seconds.</Trans>
      </p>
    </div>
  );
}
