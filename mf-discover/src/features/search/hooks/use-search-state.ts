import { useLocation, useNavigate, useSearchParams } from '@kompass/shared';
import { useMemo, useRef } from 'react';
import {
  emptySearchState,
  readSearchState,
  writeSearchState,
  type SearchState,
} from '../lib/search-state';

/** Marks the history entry that opening the dialog added, so that closing it can go back. */
interface OpenedHere {
  searchOpened: true;
}

function openedHere(state: unknown): state is OpenedHere {
  return typeof state === 'object' && state !== null && 'searchOpened' in state;
}

/**
 * The search dialog's state in the URL of `/search` (see `search-state.ts`). Opening adds a
 * history entry, so the phone's Back closes the dialog; every change while it is open replaces
 * the entry, so Back does not step through each letter typed.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);
  const historyState: unknown = location.state;
  // The URL as last written: two changes before the next render (leaving the place field by
  // pressing a chip) must build on each other, not both on the rendered URL.
  const latest = useRef(params);
  latest.current = params;

  return {
    state,
    open() {
      setParams(writeSearchState(emptySearchState(true)), {
        state: { searchOpened: true } satisfies OpenedHere,
      });
    },
    close() {
      if (openedHere(historyState)) void navigate(-1);
      else setParams(new URLSearchParams(), { replace: true });
    },
    update(change: Partial<SearchState>) {
      const next = writeSearchState({ ...readSearchState(latest.current), ...change });
      latest.current = next;
      setParams(next, { replace: true, state: historyState });
    },
  };
}
