// Public surface of the design system: tokens, global styles, the provider and the primitives.
// The type-only re-export carries the DefaultTheme declaration into every app that imports us.
export type {} from './styled';
export {
  theme,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  radii,
  space,
  zIndices,
  sizes,
  alertPill,
  shadows,
  transitions,
  type Theme,
  type SpaceToken,
} from './theme';
export { fontFaces, fontFaceCss, type FontFace } from './fonts';
export { GlobalStyle } from './global-style';
export { DesignSystemProvider, type DesignSystemProviderProps, type Direction } from './provider';
export { Button, IconButton, type ButtonProps, type ButtonSize, type ButtonVariant, type IconButtonProps } from './button';
export { Input, type InputProps } from './input';
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './spinner';
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Price, formatPrice, type PriceLanguage, type PriceProps } from './price';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ProductImage, type ProductImageFit, type ProductImageProps } from './product-image';
export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';
export { Stack, Container, type StackProps } from './layout';
export { Modal, type ModalProps } from './modal';
export { lockBodyScroll } from './scroll-lock';
