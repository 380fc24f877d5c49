import { t } from '@lingui/core/macro';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { menuEditorPath, paths } from '@/config/paths';
import type { SavedMenu } from '@/domain/menu';
import { flattenParsedMenu } from '@/domain/menu-rules';
import type { MenuType } from '@/domain/parsed-menu';
import { forgetImportFile, keepImportFile } from '@/lib/import-file-store';
import { writeImportReview } from '@/lib/import-review-store';
import { rememberSelection, storeParsedMenu, storePendingReimport } from '@/lib/menu-session';
import { useAuth } from '@/session/auth-context';
import { processMenu, UploadError } from '../api/process-menu';
import { readerText } from '../lib/reader-text';

/** What the upload is for: a new menu (the upload draft), or a new file for a saved menu. */
export type UploadInput = {
  file: File | null;
  text: string;
  menuType: MenuType;
  replace?: SavedMenu | null;
};

export type UploadState = { status: 'idle' | 'processing'; progress: number; statusText: string };

const idle: UploadState = { status: 'idle', progress: 0, statusText: '' };

/** Runs the upload flow with progress, cancellation and a toast for every outcome. */
export function useMenuUpload() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<UploadState>(idle);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async ({ replace, ...input }: UploadInput) => {
      if (!user || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'processing', progress: 0, statusText: 'Starting menu processing...' });
      try {
        const result = await processMenu(
          input,
          {
            onProgress: (progress, statusText) => {
              if (!abort.signal.aborted) setState({ status: 'processing', progress, statusText });
            },
            onWarning: (message) => toast.warning(readerText(message)),
          },
          abort.signal,
        );
        if (replace) {
          // Not the upload draft: the editor of the saved menu diffs this against it first.
          const fileName = input.file?.name ?? 'pasted text';
          storePendingReimport(user.id, replace.id, flattenParsedMenu(result.menu), fileName);
          rememberSelection(user.id, {
            menuId: replace.id,
            type: replace.type,
            name: replace.name,
            foodType: replace.foodType,
          });
        } else {
          storeParsedMenu(user.id, result.menu, result.name);
          // The review shows the page itself for PDFs and photos; text shows as its lines.
          writeImportReview(user.id, result.review);
          const pictured = result.review.kind === 'pdf' || result.review.kind === 'image';
          if (input.file && pictured) await keepImportFile(user.id, input.file);
          else await forgetImportFile(user.id);
        }
        if (result.aiError) {
          toast.warning(t`AI parsing failed: used the built-in parser`, {
            description: result.aiError,
          });
        }
        void navigate(replace ? menuEditorPath(replace.id) : paths.menuEditor);
      } catch (error) {
        setState(idle);
        if (abort.signal.aborted) {
          toast(t`Upload cancelled`);
        } else if (error instanceof UploadError && error.title !== 'Upload failed') {
          toast.error(readerText(error.title), { description: readerText(error.message) });
        } else {
          console.error('[upload] failed', error);
          const description =
            error instanceof Error ? readerText(error.message) : t`File processing failed`;
          toast.error(t`Upload failed`, { description });
        }
      } finally {
        controller.current = null;
      }
    },
    [user, navigate],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}
