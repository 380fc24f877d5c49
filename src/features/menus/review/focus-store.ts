/**
 * Which item has focus, outside React state: every focus change would otherwise re-render the
 * whole editor of a 500-item menu. Only the Source panel subscribes, to highlight the item's lines.
 */
export type FocusStore = {
  get: () => string | null;
  set: (id: string | null) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createFocusStore(): FocusStore {
  let focused: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => focused,
    set: (id) => {
      if (id === focused) return;
      focused = id;
      listeners.forEach((l) => l());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
