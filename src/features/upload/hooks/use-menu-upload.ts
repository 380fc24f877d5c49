import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import type { MenuType } from '@/domain/parsed-menu';
import { storeParsedMenu } from '@/lib/menu-session';
import { useAuth } from '@/session/auth-context';
import { processMenu, UploadError } from '../api/process-menu';

export type UploadState = { status: 'idle' | 'processing'; progress: number; statusText: string };

const idle: UploadState = { status: 'idle', progress: 0, statusText: '' };

/** Runs the upload flow with progress, cancellation and a toast for every outcome. */
export function useMenuUpload() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<UploadState>(idle);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (input: { file: File | null; text: string; menuType: MenuType }) => {
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
            onWarning: (message) => toast.warning(message),
          },
          abort.signal,
        );
        storeParsedMenu(user.id, result.menu, result.name);
        if (result.aiError) {
          toast.warning('AI parsing failed: used the built-in parser', {
            description: result.aiError,
          });
        }
        navigate(paths.menuEditor);
      } catch (error) {
        setState(idle);
        if (abort.signal.aborted) {
          toast('Upload cancelled');
        } else if (error instanceof UploadError && error.title !== 'Upload failed') {
          toast.error(error.title, { description: error.message });
        } else {
          console.error('[upload] failed', error);
          const description = error instanceof Error ? error.message : 'File processing failed';
          toast.error('Upload failed', { description });
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
