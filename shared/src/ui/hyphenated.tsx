import { hyphenate } from '../text/hyphenate';

const settings = { enabled: true };

/**
 * Whether `Hyphenated` adds its break marks. Component tests turn it off (they assert names and
 * texts, and jsdom lays nothing out); the browser tests measure the real line breaks.
 */
export function setHyphenation(enabled: boolean): void {
  settings.enabled = enabled;
}

/**
 * Text that may break inside its long words only at a syllable, with a hyphen (see
 * `hyphenate`). Soft hyphens and zero-width spaces are ignorable characters: screen readers and
 * searches by name read the text as written.
 */
export function Hyphenated({ text }: { text: string }) {
  return settings.enabled ? hyphenate(text) : text;
}
