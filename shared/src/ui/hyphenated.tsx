import { hyphenate } from '../text/hyphenate';

/**
 * Text that may break inside its long words, at a syllable with a hyphen (see `hyphenate`).
 * What is read out and found by name is the text as written: the copy with break marks is only
 * for the eye.
 */
export function Hyphenated({ text }: { text: string }) {
  const broken = hyphenate(text);
  if (broken === text) return text;
  return (
    <>
      <span aria-hidden="true">{broken}</span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}
