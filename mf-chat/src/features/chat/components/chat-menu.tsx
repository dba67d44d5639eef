import { Button, Dialog, showAlert, styled, type ReportReason } from '@kompass/shared';
import { useEnablePush } from '@kompass/shared/push';
import { useEffect, useId, useRef, useState } from 'react';
import { useSetBlocked } from '../../../api/block-chat';
import { useReportChat } from '../../../api/report-chat';
import { failureMessage } from '../../../lib/failure-message';
import { chatTexts } from '../../../texts';
import { Fieldset } from '@kompass/shared/layout';

const Wrapper = styled.div`
  position: relative;
  margin-left: auto;
`;

const MenuButton = styled.button`
  min-width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  button {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
`;

const ReasonFieldset = styled(Fieldset)`
  margin: ${({ theme }) => theme.space(3)} 0;
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 32px;
  }
`;

const Details = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  textarea {
    min-height: 80px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    font: inherit;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const reasons = Object.keys(chatTexts.reasons) as ReportReason[];

function ReportDialog({ chatId, onClose }: { chatId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportChat();
  const name = useId();
  const submit = () => {
    if (!reason) return;
    report.mutate(
      { chatId, reason, details: details.trim() },
      {
        onSuccess: () => {
          onClose();
          void showAlert({ message: chatTexts.reportSent });
        },
      },
    );
  };
  return (
    <Dialog
      title={chatTexts.reportTitle}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {chatTexts.cancel}
          </Button>
          <Button $variant="danger" disabled={!reason || report.isPending} onClick={submit}>
            {chatTexts.reportSend}
          </Button>
        </>
      }
    >
      <p>{chatTexts.reportIntro}</p>
      <ReasonFieldset>
        <legend>{chatTexts.reportReason}</legend>
        {reasons.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {chatTexts.reasons[value]}
          </label>
        ))}
      </ReasonFieldset>
      <Details>
        {chatTexts.reportDetails}
        <textarea
          value={details}
          maxLength={1000}
          onChange={(event) => setDetails(event.target.value)}
        />
      </Details>
      {report.isError && (
        <ErrorText role="alert">
          {chatTexts.reportFailed} {failureMessage(report.error)}
        </ErrorText>
      )}
    </Dialog>
  );
}

/**
 * The chat's menu: 'Benachrichtigen' (push notifications of new messages), 'Blockieren' (or
 * lift it) and 'Melden' (safety for minors).
 */
export function ChatMenu({
  chatId,
  username,
  blocked,
}: {
  chatId: string;
  username: string;
  blocked: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const setBlocked = useSetBlocked(chatId);
  // The browser asks for permission only after this tap, never on its own.
  const { enable: notify, pending } = useEnablePush(['chat_message'], chatTexts.notifyOn);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrapper.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const changeBlock = (value: boolean) =>
    setBlocked.mutate(value, {
      onSuccess: () => setDialog(null),
      onError: () => void showAlert({ message: chatTexts.blockFailed }),
    });

  /** A menu item's action, taken after the menu has closed. */
  const closingMenu = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Wrapper ref={wrapper}>
      <MenuButton
        type="button"
        aria-label={chatTexts.chatMenu}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        ⋮
      </MenuButton>
      {open && (
        <Menu id={menuId}>
          <li>
            <button type="button" disabled={pending} onClick={closingMenu(() => void notify())}>
              {chatTexts.notify}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={closingMenu(() => (blocked ? changeBlock(false) : setDialog('block')))}
            >
              {blocked ? chatTexts.unblock : chatTexts.block}
            </button>
          </li>
          <li>
            <button type="button" onClick={closingMenu(() => setDialog('report'))}>
              {chatTexts.report}
            </button>
          </li>
        </Menu>
      )}
      {dialog === 'block' && (
        <Dialog
          title={chatTexts.blockTitle}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button $variant="secondary" onClick={() => setDialog(null)}>
                {chatTexts.cancel}
              </Button>
              <Button
                $variant="danger"
                disabled={setBlocked.isPending}
                onClick={() => changeBlock(true)}
              >
                {chatTexts.block}
              </Button>
            </>
          }
        >
          <p>{chatTexts.blockQuestion(username)}</p>
        </Dialog>
      )}
      {dialog === 'report' && <ReportDialog chatId={chatId} onClose={() => setDialog(null)} />}
    </Wrapper>
  );
}
