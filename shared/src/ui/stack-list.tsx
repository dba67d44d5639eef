/** `@kompass/shared/stack-list`: bundled by the apps that use it, outside the shell's first load. */
import { styled } from '@kompass/shared';

/** A list without bullets or indent, its items one under the other, `$gap` spacing steps apart. */
export const StackList = styled.ul<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
