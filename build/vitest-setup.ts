import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load their dialogs lazily: on a busy machine the chunk can take longer than the
// library's one second to arrive, and a `findBy…` must wait for it, not fail.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
