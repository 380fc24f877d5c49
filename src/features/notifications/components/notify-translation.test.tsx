import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAiKey, saveAiSettings } from '@/components/ai-settings/use-ai-settings';
import { buildNotification } from '@/domain/notification-rules';
import { menuDraft, menuItem, staffMember } from '@/testing/fixtures';
import { STUB_BASE_URL } from '@/testing/ai/openai-stub';
import { renderWithProviders, setupLocalBackend } from '@/testing/render-with-providers';
import { NotifyStaff } from './notify-staff';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

// The provider's answer: the request itself is asserted in translate-message.test.ts.
const chatCompletion = vi.hoisted(() => vi.fn());
vi.mock('@/lib/ai/client', async (original) => ({
  ...(await original<typeof import('@/lib/ai/client')>()),
  chatCompletion,
}));
const answer = (content: string) => ({ choices: [{ message: { content } }] });

const roast = menuItem({ id: 'roast', name: 'Roast Chicken', price: '$24' });
const MESSAGE = 'Push the Roast Chicken tonight';

/** A team with one Spanish and one English reader, and a price change to announce. */
async function setup() {
  const env = await setupLocalBackend({ samples: 'removed' });
  const { backend, userId, restaurantId } = env;
  const [ana] = await backend.staff.add(restaurantId, [
    staffMember('ana', 'Ana', { language: 'es' }),
    staffMember('ben', 'Ben', { language: 'en' }),
  ]);
  const menu = await backend.menus.save(restaurantId, menuDraft([roast]));
  await backend.notifications.send(
    restaurantId,
    buildNotification({
      message: 'First menu',
      recipientIds: [ana!.id],
      items: [],
      menuVersions: [{ menuId: menu.id, fromVersion: 0, toVersion: 1, heldBack: [] }],
    }),
  );
  await backend.menus.save(restaurantId, menuDraft([{ ...roast, price: '$26' }], menu));
  const [restaurant] = await backend.restaurants.listForUser(userId);
  const view = renderWithProviders(<NotifyStaff userId={userId} restaurant={restaurant!} />, {
    route: '/notifications',
  });
  await screen.findByText('Changes since your last update.');
  await view.user.click(screen.getByRole('tab', { name: 'Message' }));
  await view.user.type(screen.getByRole('textbox', { name: 'Message' }), MESSAGE);
  await view.user.click(screen.getByRole('button', { name: 'Send Menu Update to Staff' }));
  const sent = async () => {
    await waitFor(async () =>
      expect(await backend.notifications.list(restaurantId)).toHaveLength(2),
    );
    return (await backend.notifications.list(restaurantId))[0]!;
  };
  return { sent };
}

const configureAi = () =>
  saveAiSettings({ apiKey: 'sk-test-key', baseURL: STUB_BASE_URL, model: 'gpt-test' });

afterEach(() => {
  forgetAiKey();
  chatCompletion.mockReset();
});

describe('NotifyStaff: the message in each recipient language', () => {
  it('sends the Spanish translation with the update when a model is configured', async () => {
    configureAi();
    chatCompletion.mockResolvedValue(answer('Recomienden el Roast Chicken esta noche'));
    const { sent } = await setup();
    const record = await sent();
    expect(record).toMatchObject({
      message: MESSAGE,
      messageLocale: 'en',
      messageTranslations: { es: 'Recomienden el Roast Chicken esta noche' },
    });
    // Once, for Spanish only: Ben reads English, as written.
    expect(chatCompletion).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Update sent', {
        description: '2 staff members will see it in Preshift.',
      }),
    );
  });

  it('sends the update untranslated when the model fails, and the toast says so', async () => {
    configureAi();
    chatCompletion.mockRejectedValue(new Error('502 Bad Gateway'));
    const { sent } = await setup();
    const record = await sent();
    expect(record.message).toBe(MESSAGE);
    expect(record.messageTranslations ?? {}).toEqual({});
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Update sent', {
        description:
          '2 staff members will see it in Preshift. Your message went out untranslated (502 Bad Gateway): staff read it as you wrote it.',
      }),
    );
  });

  it('asks no model when none is configured', async () => {
    const { sent } = await setup();
    expect((await sent()).messageTranslations ?? {}).toEqual({});
    expect(chatCompletion).not.toHaveBeenCalled();
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });
});
