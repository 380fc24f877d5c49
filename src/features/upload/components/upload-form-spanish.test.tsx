import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n';
import { EXTRACTION_MESSAGES } from '@/lib/extract';
import type { AuthContextValue } from '@/session/auth-context';
import { AuthContext } from '@/session/auth-context';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { UploadForm } from './upload-form';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), warning: vi.fn() }),
}));
// The reader (in English, in its worker) refuses the file as too large.
vi.mock('../api/process-menu', async () => {
  const { ReaderError } = await import('@/lib/reader');
  return {
    UploadError: ReaderError,
    processMenu: vi.fn(async () => {
      throw new ReaderError('File too large', EXTRACTION_MESSAGES.tooLarge(30 * 1024 * 1024));
    }),
  };
});

describe('UploadForm in Spanish', () => {
  it('reads in Spanish and shows the reader’s error in Spanish', async () => {
    const { restaurantId } = await setupLocalBackend();
    const auth = { user: { id: 'u' } } as AuthContextValue;
    const { user } = renderWithProviders(
      <AuthContext.Provider value={auth}>
        <UploadForm restaurantId={restaurantId} />
      </AuthContext.Provider>,
      { route: '/upload' },
    );
    await act(() => activateLocale('es'));
    expect(screen.getByLabelText('Tipo de menú')).toBeVisible();
    expect(screen.getByRole('option', { name: 'Vino' })).toBeInTheDocument();
    expect(screen.getByLabelText('Archivo del menú')).toBeInTheDocument();

    await user.type(screen.getByLabelText('O pegue el texto de su menú'), 'MAINS\nBurrata   $16');
    await user.click(screen.getByRole('button', { name: 'Subir y analizar menú' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Archivo demasiado grande', {
        description: 'El archivo es demasiado grande (30,0 MB). El máximo es 25 MB.',
      }),
    );
  });
});
