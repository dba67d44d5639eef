import { css } from '@kompass/shared';

/** A result row's arrangement and frame: a picture `imageWidth` px wide beside its text. */
export const rowCard = (imageWidth: number) => css`
  display: grid;
  grid-template-columns: ${imageWidth}px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;
