/**
 * `@kompass/shared/layout`: the arrangements most parts are built from (a column, a wrapping row,
 * a one-line row, a frameless fieldset), so a part names its arrangement instead of spelling the
 * same lines of CSS again. Bundled by the apps that use it, outside the shell's first load; its
 * styled components come from `@kompass/shared`, so they style with the page's one theme.
 */
import { styled } from '@kompass/shared';

/** Children one under the other, `$gap` spacing steps apart (2 unless told). */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;

/**
 * Children side by side, wrapping onto the next line where the row is full (e.g. buttons);
 * `$spread` pushes them to both ends.
 */
export const Cluster = styled.div<{ $gap?: number; $center?: boolean; $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $center }) => ($center ? 'center' : 'stretch')};
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'normal')};
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;

/** Children side by side on one line, centred across it; `$spread` pushes them to both ends. */
export const Row = styled.div<{ $gap?: number; $spread?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'normal')};
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`;

/** A fieldset without the browser's frame, its parts one under the other like a `Stack`. */
export const Fieldset = styled(Stack).attrs({ as: 'fieldset' })`
  margin: 0;
  padding: 0;
  border: 0;
`;
