import { css } from '@kompass/shared';

/** Text kept to one line, cut with '…' where its column is too narrow (names, previews). */
export const oneLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The chat's filled, rounded buttons (send, 'new messages'): primary colour, bold label. */
export const roundPrimary = css`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
