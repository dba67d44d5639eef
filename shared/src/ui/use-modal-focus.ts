import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface OpenModal {
  container: HTMLElement;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * The modals on screen, the topmost last. Keys go to the topmost one wherever the focus is: the
 * focus can fall to the page for a moment (its element removed, or moved before the modal
 * below was ready), and Escape must close the popup the user sees, not nothing.
 */
const openModals: OpenModal[] = [];

function onDocumentKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented) return;
  openModals.at(-1)?.onKeyDown(event);
}

function register(modal: OpenModal): void {
  if (openModals.length === 0) document.addEventListener('keydown', onDocumentKeyDown);
  openModals.push(modal);
}

function unregister(modal: OpenModal): void {
  openModals.splice(openModals.indexOf(modal), 1);
  if (openModals.length === 0) document.removeEventListener('keydown', onDocumentKeyDown);
}

function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return (
    Boolean(element?.isConnected) && element !== document.body && !element!.matches(':disabled')
  );
}

/**
 * Puts the focus back where it was before a modal opened, as long as that is inside the modal
 * still open below, if any; otherwise that modal takes it. This runs while React is still
 * committing: the element may be disabled by the same commit (a save button after saving),
 * so once the commit is done, the modal on top takes the focus if it has not got it, and
 * Escape and Tab keep working there instead of the focus falling to the page.
 */
function restoreFocus(previous: HTMLElement | null, closing: HTMLElement): void {
  const below = openModals.at(-1)?.container;
  const usable = canTakeFocus(previous) && !closing.contains(previous);
  if (usable && (!below || below.contains(previous))) previous.focus();
  else below?.focus();
  queueMicrotask(() => {
    const top = openModals.at(-1)?.container;
    const active = document.activeElement as HTMLElement | null;
    if (top && !(canTakeFocus(active) && top.contains(active))) top.focus();
  });
}

function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  const items = [...container.querySelectorAll<HTMLElement>(focusable)];
  const firstItem = items[0];
  const lastItem = items.at(-1);
  if (!firstItem || !lastItem) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? lastItem : firstItem).focus();
  } else if (event.shiftKey && (active === firstItem || active === container)) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && active === lastItem) {
    event.preventDefault();
    firstItem.focus();
  }
}

/**
 * Keyboard contract of a modal: focus moves in on open and back to where it was on close,
 * Tab cycles inside, Escape closes. It is set up in a layout effect, in the same commit that
 * shows the modal: a passive effect may run only after the browser has painted and handled
 * input, so a fast click on the modal's button could come first and the focus could not find
 * its way back (see docs/decisions/modal-focus.md).
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onClose?: () => void): void {
  // Read at key press: callers pass inline functions, and re-running the effect below on every
  // render would pull focus back to the first element while the user types.
  const onKeyDown = useEffectEvent((container: HTMLElement, event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (!onClose) return;
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(container, event);
    }
  });

  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const modal: OpenModal = { container, onKeyDown: (event) => onKeyDown(container, event) };
    register(modal);
    const first =
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      container.querySelector<HTMLElement>(focusable) ??
      container;
    first.focus();
    return () => {
      unregister(modal);
      restoreFocus(previouslyFocused, container);
    };
  }, [ref]);
}
