import { useCallback, useEffect, useRef, useState } from 'react';
import { useDeleteBookmark } from '../../../api/delete-bookmark';

/** How long 'Rückgängig' is offered before the removal is sent. */
export const UNDO_MS = 6000;

export interface PendingItem {
  id: string;
  name: string;
}

export interface PendingRemoval {
  /** The item whose removal can still be undone, if any. */
  item: PendingItem | null;
  /** Bookmarks to leave out of the page: waiting for the undo window, or being deleted. */
  hidden: ReadonlySet<string>;
  start: (item: PendingItem) => void;
  /** Takes the removal back; answers the id of the item that returns. */
  undo: () => string | undefined;
}

/**
 * Removing with 'Rückgängig': the item leaves the page at once, and the DELETE goes out only
 * when the undo window has passed, when another item is removed, or when the page is left
 * (unmount, pagehide). Undoing therefore needs no request, and the bookmark keeps its id,
 * status history, deadline and note. Should the page be closed before the request gets out, the
 * item is still there next time: the safe way round.
 */
export function usePendingRemoval(): PendingRemoval {
  const remove = useDeleteBookmark();
  const [item, setItem] = useState<PendingItem | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef<PendingItem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mutate = remove.mutate;

  const unhide = useCallback((id: string) => {
    setHidden((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(() => {
    clearTimeout(timer.current);
    const current = pending.current;
    if (!current) return;
    pending.current = null;
    setItem(null);
    // Shown again only if the collection still has it once the request is done (a failure).
    mutate(current.id, { onSettled: () => unhide(current.id) });
  }, [mutate, unhide]);

  const start = useCallback(
    (next: PendingItem) => {
      commit();
      pending.current = next;
      setItem(next);
      setHidden((ids) => new Set(ids).add(next.id));
      timer.current = setTimeout(commit, UNDO_MS);
    },
    [commit],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    const current = pending.current;
    pending.current = null;
    setItem(null);
    if (current) unhide(current.id);
    return current?.id;
  }, [unhide]);

  useEffect(() => {
    window.addEventListener('pagehide', commit);
    return () => {
      window.removeEventListener('pagehide', commit);
      commit();
    };
  }, [commit]);

  return { item, hidden, start, undo };
}
