import { styled } from '@kompass/shared';

/** A label above its input, in the bookmarks' forms (an application, the calendar link). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.small};
  }
`;
