import { useRef, type ReactNode } from 'react';
// Through the package, not './button': this module is bundled into the remotes that use it, and
// the button must come from the page's one copy of `@kompass/shared`, whose styled-components
// carries the theme (a second copy would style without it).
import { Button, type ButtonVariant } from '@kompass/shared';

export const pickerTexts = {
  chooseImage: 'Bild auswählen',
  chooseOtherImage: 'Anderes Bild auswählen',
  /** The picker's name for assistive technology: the visible text first, then what it is for. */
  chooseFor: (text: string, label: string) => `${text}: ${label}`,
} as const;

/**
 * Picks one image file with a styled German button instead of the browser's own file control
 * (which speaks the browser's language and cannot be styled). The input stays in the page,
 * hidden and out of the tab order, labelled `label`, so it can still be driven by tests and
 * assistive technology; the button is what users see and reach. Imported as
 * `@kompass/shared/image-picker` so it is bundled with the forms that use it, not with the
 * shell's first load.
 */
export function ImagePickerButton({
  label,
  onFile,
  disabled = false,
  variant = 'secondary',
  children = pickerTexts.chooseImage,
}: {
  /** What the image is for ('Logo', 'Profilbild'). */
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** The visible text; 'Bild auswählen' unless told. */
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const text = typeof children === 'string' ? children : pickerTexts.chooseImage;
  return (
    <>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again later (after a failure, say).
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        $variant={variant}
        disabled={disabled}
        aria-label={pickerTexts.chooseFor(text, label)}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
    </>
  );
}
