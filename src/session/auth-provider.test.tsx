import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBackendForTesting } from '@/backend';
import { createLocalBackend } from '@/backend/local';
import type { Backend } from '@/backend/port';
import { offlineStore } from '@/lib/offline/kv-store';
import { persistedQueriesKey } from '@/lib/offline/query-persistence';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
const { toast } = await import('sonner');

afterEach(() => setBackendForTesting(undefined));

function Probe() {
  const { status, profile, user } = useAuth();
  return (
    <p>
      {status}|{user?.email ?? '-'}|{profile?.full_name ?? '-'}
    </p>
  );
}

function renderWith(backend: Backend) {
  setBackendForTesting(backend);
  let api!: ReturnType<typeof useAuth>;
  const capture = (value: ReturnType<typeof useAuth>) => {
    api = value;
  };
  function Capture() {
    const value = useAuth();
    useEffect(() => capture(value), [value]);
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
        <Capture />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return () => api;
}

describe('AuthProvider', () => {
  it('throws when useAuth is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('goes from loading to signed out, then signed in with a created profile', async () => {
    const backend = createLocalBackend();
    const api = renderWith(backend);
    expect(screen.getByText(/^loading/)).toBeInTheDocument();
    await screen.findByText('signedOut|-|-');
    // The captured context updates in an effect after the render the screen shows: wait for it,
    // or an action could run on the value from before the backend had started.
    await waitFor(() => expect(api().status).toBe('signedOut'));
    await act(async () => {
      await api().signUp({
        email: 'kim@example.com',
        password: 'secret-1',
        fullName: 'Kim',
        userType: 'Manager',
      });
    });
    await screen.findByText('signedIn|kim@example.com|Kim');
    expect(toast.success).toHaveBeenCalledWith('Account created!', {
      description: 'You have been signed in automatically.',
    });
    // One toast for the sign-up: the profile created with it gets no second welcome.
    expect(toast.success).not.toHaveBeenCalledWith('Welcome aboard!', expect.anything());
    const user = (await backend.auth.getUser())!;
    expect(await backend.profiles.get(user.id)).toMatchObject({
      id: user.id,
      email: 'kim@example.com',
      full_name: 'Kim',
    });
    await act(async () => {
      await api().signOut();
    });
    await screen.findByText('signedOut|-|-');
    // The captured context updates in an effect after the render the screen shows: wait for it,
    // or an action could run on the value from before the backend had started.
    await waitFor(() => expect(api().status).toBe('signedOut'));
    expect(toast.success).toHaveBeenCalledWith('Signed out', {
      description: 'You have been successfully signed out.',
    });
  });

  it('forgets the data kept for offline use when the user signs out', async () => {
    const backend = createLocalBackend();
    const api = renderWith(backend);
    await waitFor(() => expect(api().status).toBe('signedOut'));
    await act(async () => {
      await api().signUp({ email: 'sam@example.com', password: 'secret-1', userType: 'Staff' });
    });
    await waitFor(() => expect(api().status).toBe('signedIn'));
    const user = (await backend.auth.getUser())!;
    await offlineStore().set(persistedQueriesKey(user.id), { kept: true });
    await act(async () => {
      await api().signOut();
    });
    await waitFor(async () =>
      expect(await offlineStore().get(persistedQueriesKey(user.id))).toBeUndefined(),
    );
  });

  it("forgets this device's update alerts on sign-out, while the session can still delete them", async () => {
    const backend = createLocalBackend();
    const steps: string[] = [];
    const subscription = {
      endpoint: 'https://push.example.test/send/d-1',
      unsubscribe: vi.fn(async () => void steps.push('unsubscribe')),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => subscription },
        }),
      },
    });
    backend.pushSubscriptions.remove = vi.fn(async (endpoint: string) => {
      steps.push(`remove ${endpoint} ${(await backend.auth.getSession()) ? 'signed in' : 'gone'}`);
    });
    try {
      const api = renderWith(backend);
      await waitFor(() => expect(api().status).toBe('signedOut'));
      await act(async () => {
        await api().signUp({ email: 'sam@example.com', password: 'secret-1', userType: 'Staff' });
      });
      await waitFor(() => expect(api().status).toBe('signedIn'));
      await act(async () => {
        await api().signOut();
      });
      await waitFor(() => expect(api().status).toBe('signedOut'));
      expect(steps).toEqual(['remove https://push.example.test/send/d-1 signed in', 'unsubscribe']);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('shows the spec toasts for failures and keeps working when the profile cannot be read', async () => {
    const backend = createLocalBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(backend.profiles, 'get').mockRejectedValue(new Error('boom'));
    const api = renderWith(backend);
    await screen.findByText('signedOut|-|-');
    // The captured context updates in an effect after the render the screen shows: wait for it,
    // or an action could run on the value from before the backend had started.
    await waitFor(() => expect(api().status).toBe('signedOut'));
    await act(async () => {
      expect(await api().signIn('nobody@example.com', 'whatever')).toBe(false);
    });
    expect(toast.error).toHaveBeenCalledWith('Sign in failed', {
      description: 'Invalid login credentials',
    });
    await act(async () => {
      await api().signUp({ email: 'lee@example.com', password: 'secret-1', userType: 'Staff' });
    });
    // Profile fetch failure yields no profile, but the user is signed in.
    await screen.findByText('signedIn|lee@example.com|-');
    await act(async () => {
      await api().signInWithOAuth('github');
    });
    expect(toast.error).toHaveBeenCalledWith(
      'Social sign in failed',
      expect.objectContaining({ description: expect.stringMatching(/Supabase/) }),
    );
    await waitFor(() => expect(backend.profiles.get).toHaveBeenCalled());
  });
});
