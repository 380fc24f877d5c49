import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { SKIP_WAITING, watchForUpdates } from './register';
import { showUpdatePrompt } from './update-prompt';

/** A service worker as the registration exposes it: a state, messages, statechange events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The slots of a ServiceWorkerRegistration, moved by hand as the browser would move them. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  startInstalling(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setup(reg: FakeRegistration) {
  const container = new EventTarget();
  const reload = vi.fn();
  render(<Toaster />);
  act(() => {
    watchForUpdates(
      reg as unknown as ServiceWorkerRegistration,
      container as ServiceWorkerContainer,
      showUpdatePrompt,
      reload,
    );
  });
  return { container, reload };
}

const prompt = () => screen.queryByText('New version available');

describe('service worker updates', () => {
  it('says nothing when no new version is waiting', () => {
    const reg = new FakeRegistration();
    reg.active = new FakeWorker();
    setup(reg);
    expect(prompt()).not.toBeInTheDocument();
  });

  it('says nothing on the first install, which replaces no older version', () => {
    const reg = new FakeRegistration();
    setup(reg);
    const first = new FakeWorker();
    act(() => {
      reg.startInstalling(first);
      first.become('installed');
    });
    expect(prompt()).not.toBeInTheDocument();
  });

  it('offers Reload when a new version was already waiting on load', async () => {
    const reg = new FakeRegistration();
    reg.active = new FakeWorker();
    reg.waiting = new FakeWorker();
    setup(reg);
    expect(await screen.findByText('New version available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offers Reload when a new version finishes installing while the page is open', async () => {
    const reg = new FakeRegistration();
    reg.active = new FakeWorker();
    setup(reg);
    const next = new FakeWorker();
    act(() => reg.startInstalling(next));
    expect(prompt()).not.toBeInTheDocument();
    act(() => {
      reg.waiting = next;
      next.become('installed');
    });
    expect(await screen.findByText('New version available')).toBeInTheDocument();
  });

  it('switches only on Reload: posts SKIP_WAITING, then reloads once when control changes', async () => {
    const reg = new FakeRegistration();
    reg.active = new FakeWorker();
    const waiting = new FakeWorker();
    reg.waiting = waiting;
    const { container, reload } = setup(reg);
    // The new version waits: nothing is sent to it and nothing reloads until the click.
    container.dispatchEvent(new Event('controllerchange'));
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    // A click without pointer events: sonner captures the pointer for swiping, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
