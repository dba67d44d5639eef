import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Puts the focus back where it was before a modal opened. A control that got disabled meanwhile
 * (a save button after saving) cannot take it: then the modal around it, if any, does, so that
 * Escape and Tab keep working there instead of the focus falling to the page.
 */
function restoreFocus(element: HTMLElement | null): void {
  if (!element?.isConnected) return;
  if (element.matches(':disabled')) {
    element.closest<HTMLElement>('[aria-modal="true"]')?.focus();
    return;
  }
  element.focus?.();
}

/**
 * Keyboard contract of a modal: focus moves in on open and back to where it was on close,
 * Tab cycles inside, Escape closes.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onClose?: () => void): void {
  // Read at key press: callers pass inline functions, and re-running the effect below on every
  // render would pull focus back to the first element while the user types.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (!onClose) return;
    event.stopPropagation();
    onClose();
  });

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const first =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      container.querySelector<HTMLElement>(focusable) ??
      container;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        onEscape(event);
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...container.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      restoreFocus(previouslyFocused);
    };
  }, [ref]);
}
