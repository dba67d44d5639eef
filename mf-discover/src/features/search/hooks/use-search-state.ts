import { useLocation, useNavigate, useSearchParams } from '@kompass/shared';
import { useMemo } from 'react';
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
      setParams((current) => writeSearchState({ ...readSearchState(current), ...change }), {
        replace: true,
        state: historyState,
      });
    },
  };
}
