import { useSyncExternalStore } from 'react';
import {
  hyphenate,
  isHyphenationReady,
  loadHyphenation,
  onHyphenationReady,
} from '../text/hyphenate';

const settings = { enabled: true };

/**
 * Whether `Hyphenated` adds its break marks. Component tests turn it off (they assert names and
 * texts, and jsdom lays nothing out); the browser tests measure the real line breaks.
 */
export function setHyphenation(enabled: boolean): void {
  settings.enabled = enabled;
}

/** Set once the patterns came: the next visit takes them from the browser's cache at once. */
const LOADED_BEFORE = 'kompass.hyphenation';
// Only what a person does: a 'scroll' event also comes from a page scrolling itself.
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let scheduled = false;

/**
 * Fetches the patterns where they cost the first load nothing: at once when this browser has
 * them cached from an earlier visit, else on the first touch, key or wheel turn (a timer would
 * still fall into a slow first load). The page marks `<html data-hyphenation="ready">` when
 * they apply.
 */
function scheduleHyphenation(): void {
  if (scheduled || typeof window === 'undefined') return;
  scheduled = true;
  const start = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, start, true);
    loadHyphenation().then(
      () => {
        document.documentElement.dataset.hyphenation = 'ready';
        try {
          localStorage.setItem(LOADED_BEFORE, '1');
        } catch {
          // Storage may be full or refused: the next visit waits again, nothing else.
        }
      },
      () => {
        scheduled = false;
      },
    );
  };
  let loadedBefore = false;
  try {
    loadedBefore = localStorage.getItem(LOADED_BEFORE) !== null;
  } catch {
    // No storage: treated as a first visit.
  }
  if (loadedBefore) return start();
  for (const type of FIRST_INPUT) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
}

const subscribe = (listener: () => void) => {
  scheduleHyphenation();
  return onHyphenationReady(listener);
};

/**
 * Text that may break inside its long words only at a syllable, with a hyphen (see
 * `hyphenate`). Soft hyphens and zero-width spaces are ignorable characters: screen readers and
 * searches by name read the text as written. Names of people and companies are not words of
 * the language: show them as they are, not through this.
 */
export function Hyphenated({ text }: { text: string }) {
  return settings.enabled ? <HyphenatedText text={text} /> : text;
}

function HyphenatedText({ text }: { text: string }) {
  // Re-rendered once when the patterns arrive.
  useSyncExternalStore(subscribe, isHyphenationReady, () => false);
  return hyphenate(text);
}
