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
  badgeTones,
  gradients,
  type Theme,
  type SpaceToken,
} from './theme';
export { fontFaces, fontFaceCss, type FontFace } from './fonts';
export { GlobalStyle, PAGE_CSS_ATTRIBUTE, pageCss, pageStyleTag } from './global-style';
export { DesignSystemProvider, type DesignSystemProviderProps, type Direction } from './provider';
export {
  Button,
  ButtonBase,
  IconButton,
  LinkButton,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
  type LinkButtonProps,
} from './button';
export { FormField, FieldLabel, FieldHint, FieldError, useFieldA11y, type FormFieldProps, type FieldA11y, type FieldA11yOptions } from './field';
export { Input, type InputProps } from './input';
export { Textarea, type TextareaProps } from './textarea';
export { Select, type SelectProps, type SelectSize } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './radio';
export { type ChoiceLook } from './choice';
export { Fieldset, type FieldsetProps, type FieldsetLayout } from './fieldset';
export { AddressText, type AddressTextLanguage, type AddressTextProps } from './address-text';
export { Badge, CountBadge, type BadgeProps, type BadgeTone, type BadgeSize, type BadgePlacement, type CountBadgeProps } from './badge';
export { trapFocus, useFocusTrap, tabbableElements, type FocusTrapOptions } from './focus-trap';
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './spinner';
export { Alert, type AlertProps, type AlertTone } from './alert';
export { Price, formatPrice, type PriceLanguage, type PriceProps } from './price';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ProductImage, type ProductImageFit, type ProductImageProps } from './product-image';
export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden';
export { Stack, Container, type StackProps } from './layout';
export { Modal, type ModalProps } from './modal';
export { PaymentBrandLogo, PAYMENT_BRANDS, type PaymentBrand, type PaymentBrandLogoProps, type PaymentBrandLogoSize } from './payment-brand-logo';
export { lockBodyScroll } from './scroll-lock';
export { skipWhileOffscreen } from './skip-offscreen';
