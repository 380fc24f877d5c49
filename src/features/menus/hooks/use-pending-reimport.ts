import { useState } from 'react';
import { clearPendingReimport, readPendingReimport } from '@/lib/menu-session';

/** A new file uploaded for this saved menu, waiting for its changes to be accepted or rejected. */
export function usePendingReimport(userId: string, menuId: string | undefined) {
  const [pending, setPending] = useState(() =>
    menuId ? readPendingReimport(userId, menuId) : null,
  );
  const done = () => {
    if (menuId) clearPendingReimport(userId, menuId);
    setPending(null);
  };
  return { pending, done };
}
