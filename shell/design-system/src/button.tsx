// Buttons: fully rounded (spec §9), with a loading state that keeps the button's size and name.
// LinkButton draws a link the same way (any link component, such as a router's, through `as`);
// ButtonBase is the reset for the few custom surfaces that are buttons but not pills.
import { type ComponentPropsWithRef, type ElementType, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SpinnerGlyph } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $shape: 'pill' | 'circle';
  $fullWidth: boolean;
}

const heights: Record<ButtonSize, string> = { sm: '2rem', md: '2.75rem', lg: '3.25rem' };

const sizeStyles = {
  sm: css`
    padding-inline: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding-inline: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    padding-inline: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.secondaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryStrong};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primarySurface};
    }
  `,
};

const buttonCss = css<StyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ $size }) => heights[$size]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  margin: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.button};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $shape, $size }) =>
    $shape === 'circle' &&
    css`
      width: ${heights[$size]};
      padding: 0;
    `}
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonCss}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.neutral[200]};
    color: ${({ theme }) => theme.colors.text.disabled};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

// Transparent rather than hidden while loading: the label keeps the width and the accessible name.
const Content = styled.span<{ $loading: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  opacity: ${({ $loading }) => ($loading ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

interface BaseButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while keeping focus; announced through aria-busy. */
  loading?: boolean;
  shape: StyleProps['$shape'];
  fullWidth?: boolean;
}

function BaseButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  shape,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: BaseButtonProps) {
  // Not `disabled` while loading: that would drop focus from the button the shopper just pressed.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault(); // also stops a submit button from submitting again
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $shape={shape}
      $fullWidth={fullWidth}
    >
      <Content $loading={loading}>{children}</Content>
      {loading && (
        <SpinnerSlot>
          <SpinnerGlyph $size="sm" />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}

export interface ButtonProps extends Omit<BaseButtonProps, 'shape'> {
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button(props: ButtonProps) {
  return <BaseButton {...props} shape="pill" />;
}

export interface IconButtonProps extends Omit<BaseButtonProps, 'shape' | 'fullWidth' | 'children' | 'aria-label'> {
  /** The accessible name; the icon itself is hidden from assistive technology. */
  'aria-label': string;
  /** The icon. */
  children: ReactNode;
}

const IconSlot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** A round button showing only an icon. */
export function IconButton({ children, ...rest }: IconButtonProps) {
  return (
    <BaseButton {...rest} shape="circle">
      <IconSlot aria-hidden="true">{children}</IconSlot>
    </BaseButton>
  );
}

const StyledLink = styled.a<StyleProps>`
  ${buttonCss}
`;

export type LinkButtonProps<C extends ElementType = 'a'> = {
  /** The link component: 'a' (the default, with `href`) or a router's Link (with `to`). */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children: ReactNode;
} & Omit<ComponentPropsWithRef<C>, 'as' | 'children'>;

/**
 * A link that looks like a Button, for navigation ("Start shopping", "Back to cart"). It stays a
 * link for assistive technology and the browser (open in a new tab, middle click).
 */
export function LinkButton<C extends ElementType = 'a'>({ as, variant = 'primary', size = 'md', fullWidth = false, children, ...rest }: LinkButtonProps<C>) {
  return (
    <StyledLink {...(rest as object)} as={as as ElementType | undefined} $variant={variant} $size={size} $shape="pill" $fullWidth={fullWidth}>
      {children}
    </StyledLink>
  );
}

/**
 * A button with every browser style taken away but the design system's focus ring: the start
 * for custom surfaces (an address chip, a menu's rows) that `styled(ButtonBase)` lays out.
 * `type` defaults to "button".
 */
export const ButtonBase = styled.button.attrs<ComponentPropsWithRef<'button'>>(({ type }) => ({ type: type ?? 'button' }))`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;
