// Types `props.theme` in every styled component of every app.
import 'styled-components';
import { type Theme } from './theme';

declare module 'styled-components' {
  // An interface is required to merge with styled-components' own declaration.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
