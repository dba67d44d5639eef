import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useModalFocus } from './use-modal-focus';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: min(100%, 400px);
  max-height: 90dvh;
  overflow: auto;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  &:focus {
    outline: none;
  }
`;

export const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.large};
`;

/**
 * The dialog's buttons stay at its bottom edge while a long text scrolls under them (a job's
 * description on a phone would otherwise push 'Speichern' out of sight). The bar reaches the
 * panel's edges so the text does not show beside it.
 */
export const DialogActions = styled.div`
  position: sticky;
  bottom: -${({ theme }) => theme.space(5)};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} -${theme.space(5)} -${theme.space(5)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)} ${theme.space(5)}`};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface DialogProps {
  title: string;
  /** `alertdialog` for messages that need an answer, `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  onClose?: () => void;
  children: ReactNode;
  /** Rendered under the content, e.g. the OK button. */
  actions?: ReactNode;
}

/** A modal dialog: labelled by its title, described by its content, focus kept inside. */
export function Dialog({ title, role = 'dialog', onClose, children, actions }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModalFocus(panelRef, onClose);
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && role === 'dialog') onClose?.();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <div id={bodyId}>{children}</div>
        {actions && <DialogActions>{actions}</DialogActions>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
