// Loading indicator. The design system has no translations, so the caller passes the label text.
import { type ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameter: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** The spinning ring alone, hidden from assistive technology; for use inside labelled controls. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 'md' }) => diameter[$size]};
  height: ${({ $size = 'md' }) => diameter[$size]};
  border: 0.15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  animation: ${spin} 0.7s linear infinite;
`;

const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  /** Translated text announced to screen readers, e.g. "Loading". */
  label: string;
  size?: SpinnerSize;
}

export function Spinner({ label, size = 'md', ...rest }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" {...rest}>
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
