import { styled } from '@kompass/shared';

/**
 * A rounded, outlined button for a filter or a place: the chips of search's filters and of
 * 'Berufe für dich'. `$minHeight` in px (36 unless told; 44 where it stands alone as a target).
 */
export const Chip = styled.button.attrs({ type: 'button' })<{ $minHeight?: number }>`
  min-height: ${({ $minHeight = 36 }) => `${$minHeight}px`};
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  cursor: pointer;
`;
