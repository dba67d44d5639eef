import type { Theme } from './theme';

// Types every styled component's `theme` prop, in this package and in every app that imports it.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
