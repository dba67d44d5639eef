import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../alert/alert-host';
import { alertQueueAtom, showAlert } from '../alert/alerts';
import { appStore } from '../store';
import { theme } from '../theme/theme';
import { Dialog } from './dialog';
import { Sheet } from './sheet';
import { TextField } from './text-field';

/** Where the keyboard is: the subject of this file, and nothing a Testing Library query finds. */
// eslint-disable-next-line testing-library/no-node-access -- focus has no role; the focused element is what is checked
const focused = () => (document.activeElement ?? document.body) as HTMLElement;

/** A typical form in a modal: the parent owns the field state and passes an inline onClose. */
function FormInModal({ kind, onClosed }: { kind: 'dialog' | 'sheet'; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  if (!open) return <button type="button">Öffnen</button>;
  const fields = (
    <>
      <TextField label="Titel" value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextField label="Text" value={text} onChange={(event) => setText(event.target.value)} />
    </>
  );
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return kind === 'dialog' ? (
    <Dialog title="Neuer Tipp" onClose={() => close()}>
      {fields}
    </Dialog>
  ) : (
    <Sheet title="Neuer Tipp" onClose={() => close()}>
      {fields}
    </Sheet>
  );
}

function renderModal(kind: 'dialog' | 'sheet') {
  const onClosed = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <FormInModal kind={kind} onClosed={onClosed} />
    </ThemeProvider>,
  );
  return { onClosed, events: userEvent.setup() };
}

describe.each(['dialog', 'sheet'] as const)('modal focus (%s)', (kind) => {
  it('keeps focus in the field being typed in while the parent re-renders', async () => {
    const { events } = renderModal(kind);

    await events.click(screen.getByLabelText('Text'));
    await events.keyboard('Hallo Welt');

    expect(screen.getByLabelText('Text')).toHaveFocus();
    expect(screen.getByLabelText('Text')).toHaveValue('Hallo Welt');
    expect(screen.getByLabelText('Titel')).toHaveValue('');
  });

  it('Tab cycles inside the modal', async () => {
    const { events } = renderModal(kind);
    const dialog = screen.getByRole('dialog', { name: 'Neuer Tipp' });

    for (let step = 0; step < 5; step += 1) {
      await events.tab();
      expect(dialog).toContainElement(focused());
    }
  });

  it('Escape calls onClose, also after the parent has re-rendered', async () => {
    const { events, onClosed } = renderModal(kind);

    await events.click(screen.getByLabelText('Titel'));
    await events.keyboard('abc');
    await events.keyboard('{Escape}');

    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape and Tab reach the modal also when the focus has fallen to the page', async () => {
    const { events, onClosed } = renderModal(kind);
    const dialog = screen.getByRole('dialog', { name: 'Neuer Tipp' });

    focused().blur();
    expect(document.body).toHaveFocus();
    await events.tab();
    expect(dialog).toContainElement(focused());

    focused().blur();
    await events.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('modals on top of each other', () => {
  function Stacked({ onOuterClosed }: { onOuterClosed: () => void }) {
    const [innerOpen, setInnerOpen] = useState(true);
    return (
      <ThemeProvider theme={theme}>
        <Sheet title="Außen" onClose={onOuterClosed}>
          <button type="button">Im Blatt</button>
        </Sheet>
        {innerOpen && (
          <Dialog title="Innen" onClose={() => setInnerOpen(false)}>
            <button type="button">Im Dialog</button>
          </Dialog>
        )}
      </ThemeProvider>
    );
  }

  it('Escape closes only the topmost, and the focus moves to the one below', async () => {
    const onOuterClosed = vi.fn();
    render(<Stacked onOuterClosed={onOuterClosed} />);
    const events = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Im Dialog' })).toHaveFocus();

    await events.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Innen' })).not.toBeInTheDocument();
    expect(onOuterClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Außen' })).toContainElement(focused());
    await events.keyboard('{Escape}');
    expect(onOuterClosed).toHaveBeenCalledTimes(1);
  });
});

describe('focus after a modal closes', () => {
  /** A sheet whose button opens an alert and is disabled by what the alert confirms. */
  function SaveInSheet() {
    const [saved, setSaved] = useState(false);
    const [alertOpen, setAlertOpen] = useState(false);
    return (
      <Sheet title="Details" onClose={() => {}}>
        <button type="button" disabled={saved} onClick={() => setAlertOpen(true)}>
          Speichern
        </button>
        {alertOpen && (
          <Dialog
            title="Meldung"
            role="alertdialog"
            onClose={() => {
              setSaved(true);
              setAlertOpen(false);
            }}
          >
            Gespeichert.
          </Dialog>
        )}
      </Sheet>
    );
  }

  it('returns to the modal around a control that was disabled meanwhile', async () => {
    render(
      <ThemeProvider theme={theme}>
        <SaveInSheet />
      </ThemeProvider>,
    );
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alertdialog')).toContainElement(focused());

    await events.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveFocus();
  });
});

describe('a popup closed right after its alert (the stuck overlay)', () => {
  /** The course popup on the company page, the tab bar under it, the app's alert host on top. */
  function CoursePage({ onTab }: { onTab: () => void }) {
    const [open, setOpen] = useState(true);
    const [saved, setSaved] = useState(false);
    return (
      <JotaiProvider store={appStore}>
        <ThemeProvider theme={theme}>
          <nav aria-label="Hauptnavigation">
            <button type="button" onClick={onTab}>
              Merkliste
            </button>
          </nav>
          {open && (
            <Dialog
              title="Mechatronik (B.Eng.)"
              onClose={() => setOpen(false)}
              actions={
                <button type="button" disabled={saved} onClick={() => setSaved(true)}>
                  {saved ? 'Gespeichert' : 'Speichern'}
                </button>
              }
            >
              Ein Studiengang.
            </Dialog>
          )}
          <AlertHost />
        </ThemeProvider>
      </JotaiProvider>
    );
  }

  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    appStore.set(alertQueueAtom, []);
  });

  /**
   * Resolves with what `act` would hide: the alert's first commit, before React's next
   * scheduler task. A browser can deliver a click right there, when the page is busy.
   */
  function alertCommitted(): Promise<HTMLElement> {
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const alert = screen.queryByRole('alertdialog');
        if (!alert) return;
        observer.disconnect();
        resolve(alert);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }

  it('Escape closes the popup and the tab bar takes taps, however fast OK was clicked', async () => {
    const onTab = vi.fn();
    render(<CoursePage onTab={onTab} />);
    const events = userEvent.setup();
    const popup = screen.getByRole('dialog', { name: 'Mechatronik (B.Eng.)' });
    await events.click(within(popup).getByRole('button', { name: 'Speichern' }));

    // The confirmation comes with the server's answer, outside any event, as in the app.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const committed = alertCommitted();
    void showAlert({ message: 'Der Kurs wurde zu deinen Favoriten hinzugefügt.' });
    const alert = await committed;

    // OK at once (a press focuses the button, then the click), then Escape, each its own task.
    const ok = within(alert).getByRole('button', { name: 'OK' });
    ok.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    ok.focus();
    ok.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alert).not.toBeInTheDocument();
    expect(popup).toContainElement(focused());
    focused().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    await waitFor(() => expect(popup).not.toBeInTheDocument());
    // eslint-disable-next-line testing-library/no-node-access -- `aria-modal` is what shuts the page off; no role query finds an element by it
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await events.click(screen.getByRole('button', { name: 'Merkliste' }));
    expect(onTab).toHaveBeenCalledTimes(1);
  });
});
