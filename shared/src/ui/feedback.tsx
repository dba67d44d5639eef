import styled, { keyframes } from 'styled-components';
import { commonTexts } from '../texts';
import { Button } from './button';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerCircle = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LoadingState({ label = commonTexts.loading }: { label?: string }) {
  return (
    <Centered role="status" aria-live="polite">
      <SpinnerCircle aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Centered>
      <strong>{title}</strong>
      {children}
    </Centered>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Centered role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button $variant="secondary" onClick={onRetry}>
          {commonTexts.retry}
        </Button>
      )}
    </Centered>
  );
}
