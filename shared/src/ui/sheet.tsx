import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { commonTexts } from '../texts';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { useModalFocus } from './use-modal-focus';

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  justify-content: center;
  align-items: flex-end;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ theme }) => theme.maxWidth});
  ${({ theme, $wide }) =>
    $wide && `${theme.desktop} { width: min(100% - ${theme.space(16)}, ${theme.wideSheetWidth}); }`}
  height: calc(100dvh - ${({ theme }) => theme.space(6)});
  border-radius: ${({ theme }) => `${theme.radii.large} ${theme.radii.large} 0 0`};
  background: ${({ theme }) => theme.colors.background};
  animation: ${slideUp} 0.25s ease-out;
  &:focus {
    outline: none;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** On a desktop as wide as its content needs (search results side by side), not phone-wide. */
  wide?: boolean;
}

/** A full-height sheet that slides up from the bottom, e.g. a category list or an in-app browser. */
export function Sheet({ title, onClose, children, wide }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panelRef, onClose);
  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $wide={wide}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton aria-label={commonTexts.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Overlay>,
    document.body,
  );
}
