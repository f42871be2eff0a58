// Inline messages. Errors interrupt (role="alert"); everything else is announced politely.
import { type ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type AlertTone = 'info' | 'success' | 'error';

const boxStyles = css<{ $tone: AlertTone }>`
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ({ info: theme.colors.primaryStrong, success: theme.colors.success, error: theme.colors.danger })[$tone]};
  background: ${({ theme, $tone }) =>
    ({ info: theme.colors.primarySurface, success: theme.colors.successSurface, error: theme.colors.dangerSurface })[$tone]};
  color: ${({ theme }) => theme.colors.text.primary};
`;

// Spec §9: blue alerts are a dark pill, 300px wide.
const pillStyles = css`
  width: ${({ theme }) => theme.alertPill.width};
  max-width: 100%;
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.alertPill.radius};
  background: ${({ theme }) => theme.alertPill.background};
  color: ${({ theme }) => theme.alertPill.color};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const AlertRoot = styled.div<{ $tone: AlertTone; $pill: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $pill }) => ($pill ? pillStyles : boxStyles)}
`;

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  tone?: AlertTone;
  /** The dark 300px pill, used for informational ("blue") toasts. */
  pill?: boolean;
}

export function Alert({ tone = 'info', pill = false, children, ...rest }: AlertProps) {
  return (
    <AlertRoot role={tone === 'error' ? 'alert' : 'status'} $tone={tone} $pill={pill} {...rest}>
      {children}
    </AlertRoot>
  );
}
