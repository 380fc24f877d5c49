import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_SETTINGS_KEY } from '@/lib/ai/settings';
import { createOpenAiStub, STUB_BASE_URL } from '@/testing/ai/openai-stub';
import { backupKey } from '@/lib/storage';
import { useAuth } from '@/session/auth-context';
import { AuthProvider } from '@/session/auth-provider';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { AiSettingsButton } from './ai-settings-button';
import { AiStatusNote } from './ai-status-note';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

function SignOut() {
  const { status, profile, signOut } = useAuth();
  // Enabled once the provider has settled (session and profile), so no update lands after a test.
  return (
    <button
      type="button"
      disabled={!profile || status !== 'signedIn'}
      onClick={() => void signOut()}
    >
      Sign out
    </button>
  );
}

/** The dialog and a sign-out button inside the app's real AuthProvider, over the local backend. */
async function setup() {
  const { storage } = await setupLocalBackend();
  const rendered = renderWithProviders(
    <AuthProvider>
      <AiSettingsButton />
      <AiStatusNote />
      <SignOut />
    </AuthProvider>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled());
  const stored = () => JSON.parse(storage.getItem(AI_SETTINGS_KEY) ?? 'null');
  return { ...rendered, storage, stored };
}

/** Fills the dialog the way the e2e tests do: 'API key', 'Base URL', then the 'Save' button. */
async function saveKey(
  user: Awaited<ReturnType<typeof setup>>['user'],
  choice?: 'Forget the key when I sign out' | 'Keep the key on this device',
) {
  await user.click(screen.getByRole('button', { name: 'AI assistant' }));
  const dialog = screen.getByRole('dialog', { name: 'AI assistant' });
  await user.type(within(dialog).getByLabelText('API key'), 'sk-test-123');
  await user.type(within(dialog).getByLabelText('Base URL'), 'https://llm.example.com/v1');
  await user.type(within(dialog).getByLabelText('Model'), 'small-llm');
  if (choice) await user.click(within(dialog).getByRole('radio', { name: choice }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

async function signOut(user: Awaited<ReturnType<typeof setup>>['user']) {
  const button = screen.getByRole('button', { name: 'Sign out' });
  await user.click(button);
  await waitFor(() => expect(button).toBeDisabled());
}

describe('AiSettingsDialog: the key on this device', () => {
  it('asks whether to forget the key at sign-out once a key is typed, forget by default', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'AI assistant' });
    expect(within(dialog).queryByRole('group', { name: 'On this device' })).toBeNull();

    await user.type(within(dialog).getByLabelText('API key'), 'sk-test-123');
    const group = within(dialog).getByRole('group', { name: 'On this device' });
    const forget = within(group).getByRole('radio', { name: 'Forget the key when I sign out' });
    const keep = within(group).getByRole('radio', { name: 'Keep the key on this device' });
    expect(forget).toBeChecked();
    expect(keep).not.toBeChecked();
    expect(forget).toBeRequired();
  });

  it('with "forget", removes the key at sign-out and keeps the base URL and model', async () => {
    const { user, storage, stored } = await setup();
    await saveKey(user);
    expect(stored()).toEqual({
      apiKey: 'sk-test-123',
      baseURL: 'https://llm.example.com/v1',
      model: 'small-llm',
    });
    expect(toast.success).toHaveBeenCalledWith('AI settings saved', {
      description: 'They are stored only in this browser; the key is forgotten when you sign out.',
    });
    expect(screen.getByRole('note')).toHaveTextContent(/Menus are parsed by llm\.example\.com/);
    // A copy storage once kept of an unreadable value could hold the key too.
    storage.setItem(backupKey(AI_SETTINGS_KEY), '{"apiKey":"sk-old-key"');

    await signOut(user);
    await waitFor(() =>
      expect(stored()).toEqual({ baseURL: 'https://llm.example.com/v1', model: 'small-llm' }),
    );
    expect(storage.getItem(backupKey(AI_SETTINGS_KEY))).toBeNull();
    for (let i = 0; i < storage.length; i++) {
      expect(storage.getItem(storage.key(i)!)).not.toContain('sk-');
    }
    // Screens already showing AI status learn of it too.
    expect(screen.getByRole('note')).toHaveTextContent(/No AI key is configured/);
  });

  it('with "keep", the key is still stored after sign-out, and the choice is remembered', async () => {
    const { user, stored } = await setup();
    await saveKey(user, 'Keep the key on this device');
    await signOut(user);
    expect(stored()).toMatchObject({ apiKey: 'sk-test-123' });

    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'AI assistant' });
    expect(within(dialog).getByLabelText('API key')).toHaveValue('sk-test-123');
    expect(
      within(dialog).getByRole('radio', { name: 'Keep the key on this device' }),
    ).toBeChecked();
  });
});

describe('AiSettingsDialog: the key check also asks whether the model reads images', () => {
  const stub = createOpenAiStub();
  beforeAll(() => stub.server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => stub.reset());
  afterAll(() => stub.server.close());

  async function openWithKey(user: Awaited<ReturnType<typeof setup>>['user']) {
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    const dialog = screen.getByRole('dialog', { name: 'AI assistant' });
    await user.type(within(dialog).getByLabelText('API key'), 'sk-test-123');
    await user.type(within(dialog).getByLabelText('Base URL'), STUB_BASE_URL);
    await user.type(within(dialog).getByLabelText('Model'), 'vision-llm');
    return dialog;
  }

  it('ticks "Send photos and scans" when the model answers an image, and saves it', async () => {
    const { user, stored } = await setup();
    const dialog = await openWithKey(user);
    const images = within(dialog).getByRole('checkbox', {
      name: 'Send photos and scans to the model as images',
    });
    expect(images).not.toBeChecked();
    stub.replyContent('A square');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(images).toBeChecked());
    // The key check, then the image check on the parsing model.
    expect(stub.requests.map((r) => r.body.model)).toEqual(['gpt-4o-mini', 'vision-llm']);
    expect(toast.success).toHaveBeenCalledWith('Connection works', {
      description: expect.stringMatching(/vision-llm reads images/),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ model: 'vision-llm', sendImages: true });
  });

  it('leaves images off when the check fails, and the manager can still choose', async () => {
    const { user, stored } = await setup();
    const dialog = await openWithKey(user);
    stub.replyStatus(401, 'Incorrect API key provided');
    await user.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Connection failed', expect.anything()),
    );
    const images = within(dialog).getByRole('checkbox', {
      name: 'Send photos and scans to the model as images',
    });
    expect(images).not.toBeChecked();
    await user.click(images);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(stored()).toMatchObject({ sendImages: true });
  });
});
