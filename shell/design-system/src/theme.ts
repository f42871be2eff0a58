// Design tokens from spec §9. Every app reads these through the styled-components theme, so the
// brand lives in one place.

/** Neutral greys, light to dark. */
const neutral = {
  0: '#ffffff',
  50: '#f7f8fa',
  100: '#eef0f3',
  200: '#dde1e6',
  300: '#c3c9d1',
  400: '#9aa3ae',
  500: '#6b7480',
  600: '#4f5863',
  700: '#3a424c',
  800: '#262c33',
  900: '#15191e',
} as const;

export const colors = {
  /** Brand blue. White text on it is only 3:1, below WCAG AA, so text on it uses `onPrimary`. */
  primary: 'rgb(0, 153, 255)',
  primaryHover: 'rgb(51, 173, 255)',
  /** Darker brand blue for text, links and focus rings on light backgrounds (5.3:1 on white). */
  primaryStrong: 'rgb(0, 110, 184)',
  primarySurface: '#e5f4ff',
  onPrimary: neutral[900],
  /** Brand orange. */
  secondary: 'rgb(255, 164, 0)',
  secondaryHover: 'rgb(255, 182, 51)',
  onSecondary: neutral[900],
  neutral,
  background: neutral[0],
  surface: neutral[50],
  border: neutral[300],
  text: {
    primary: neutral[900],
    secondary: neutral[600],
    disabled: neutral[500],
    inverse: neutral[0],
  },
  /** Quieter lines between parts of a card or list. */
  borderSubtle: neutral[200],
  success: '#1e7b3c',
  successSurface: '#e8f5ec',
  /** Amber text on its tint (5.9:1): something needs attention but nothing failed. */
  warning: '#8a4b00',
  warningSurface: '#fff3dc',
  danger: '#b3261e',
  dangerSurface: '#fdecea',
  focus: 'rgb(0, 110, 184)',
  /** The deep end of the home hero's blue gradient. */
  primaryDeep: 'rgb(0, 80, 150)',
  /** The light end of the mega-menu banner's orange gradient. */
  secondarySoft: '#ffd27a',
  /** Dims the page behind a modal or a tour step. */
  overlay: 'rgb(21 25 30 / 0.6)',
  /** Veils the page while a route change blocks clicks. */
  veil: 'rgb(255 255 255 / 0.6)',
  /** The dark footer. */
  footer: {
    background: '#0f1b2d',
    text: '#e6edf5',
    heading: neutral[0],
    muted: '#b7c3d1',
    divider: '#25354b',
    chipBorder: '#33445c',
    iconBackground: '#1d2c42',
    iconHover: '#2a3d58',
    storeBackground: '#000000',
    storeBorder: '#5b6b80',
  },
  /** Other companies' marks, drawn in the colours their owners publish (app stores, accepted cards). */
  marks: {
    googlePlay: { blue: '#00d7fe', green: '#00f076', red: '#f63448', yellow: '#ffd500' },
    apple: neutral[0],
    madaGreen: '#84b740',
    madaBlue: '#259bd6',
    madaText: '#1a1a1a',
    visa: '#1a1f71',
    mastercardRed: '#eb001b',
    mastercardOrange: '#f79e1b',
  },
} as const;

/** Pills and count badges by tone: background and text, each pair at least 4.5:1. */
export const badgeTones = {
  neutral: { background: neutral[100], color: neutral[700] },
  info: { background: colors.primarySurface, color: colors.primaryStrong },
  success: { background: colors.successSurface, color: colors.success },
  warning: { background: colors.warningSurface, color: colors.warning },
  danger: { background: colors.dangerSurface, color: colors.danger },
  /** The brand orange of price reductions and the cart count. */
  discount: { background: colors.secondary, color: colors.onSecondary },
} as const;

export type BadgeTone = keyof typeof badgeTones;

export const gradients = {
  /** The home page hero. */
  hero: `linear-gradient(120deg, ${colors.primaryStrong}, ${colors.primaryDeep})`,
  /** Promotional banners (the mega-menu's). */
  promo: `linear-gradient(160deg, ${colors.secondary}, ${colors.secondarySoft})`,
} as const;

export const fonts = {
  arabic: "'Noto Kufi Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', 'Noto Sans Arabic', system-ui, sans-serif",
  english: "'Poppins', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const lineHeights = { tight: 1.25, normal: 1.5 } as const;

/** Min-width breakpoints, smallest first (spec §9: 30, 48, 62, 80, 96 em). */
export const breakpoints = ['30em', '48em', '62em', '80em', '96em'] as const;

/** Media queries for the breakpoints, mobile first: `${media.md} { ... }` applies from 48em up. */
export const media = {
  sm: `@media (min-width: ${breakpoints[0]})`,
  md: `@media (min-width: ${breakpoints[1]})`,
  lg: `@media (min-width: ${breakpoints[2]})`,
  xl: `@media (min-width: ${breakpoints[3]})`,
  xxl: `@media (min-width: ${breakpoints[4]})`,
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  /** Cards inside cards, the tour's spotlight. */
  ml: '12px',
  lg: '16px',
  xl: '20px',
  full: '9999px',
  /** Buttons are fully rounded (spec §9). */
  button: '9999px',
} as const;

/** Spacing scale in steps of 0.25rem (space[4] is 1rem), with half steps for tight chips and pills. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  2.5: '0.625rem',
  3: '0.75rem',
  3.5: '0.875rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  7: '1.75rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  24: '6rem',
} as const;

export type SpaceToken = keyof typeof space;

/** Stacking order, lowest first: the route spinner blocks everything, tours sit above modals. */
export const zIndices = {
  header: 100,
  menu: 200,
  modal: 300,
  tour: 400,
  spinner: 500,
} as const;

export const sizes = {
  /** Widest content column. */
  container: '80em',
  /** Minimum touch target. */
  touchTarget: '2.75rem',
  /** The phone's bottom bar; pages keep this much room below their content. */
  bottomBar: '3.5rem',
  /** Where sticky side panels stop, clear of the sticky header. */
  stickyTop: '5rem',
} as const;

/** The dark pill used for blue (informational) alerts (spec §9). */
export const alertPill = {
  background: neutral[800],
  color: neutral[0],
  width: '300px',
  radius: radii.full,
} as const;

export const shadows = {
  sm: '0 1px 2px rgb(21 25 30 / 0.08)',
  md: '0 4px 12px rgb(21 25 30 / 0.12)',
  /** Panels that drop over the page (the mega-menu). */
  lg: '0 12px 24px rgb(21 25 30 / 0.16)',
  /** The tour's spotlight: everything around the lit element is dimmed. */
  spotlight: `0 0 0 9999px ${colors.overlay}`,
} as const;

export const transitions = {
  fast: '120ms ease-out',
  /** The tour's spotlight moving between steps. */
  move: '160ms ease-out',
} as const;

export const theme = {
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
} as const;

export type Theme = typeof theme;
