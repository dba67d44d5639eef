import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { Dialog } from './dialog';
import { Sheet } from './sheet';
import { TextField } from './text-field';

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
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
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
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);

    await events.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveFocus();
  });
});
