// The layout radios and checkboxes share: the native control, its label beside it and an optional
// description and error under the label. Three looks: plain (a list of options), card (a bordered
// box that is clickable all over: payment methods, addresses) and chip (a rounded pill without the
// dot: short choices such as delivery or pickup).
import { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, isShown } from './field';

export type ChoiceLook = 'plain' | 'card' | 'chip';

const checkedSurface = css`
  border-color: ${({ theme }) => theme.colors.primaryStrong};
  background: ${({ theme }) => theme.colors.primarySurface};
`;

const looks = {
  plain: css``,
  card: css`
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    &:has(> input:checked) {
      ${checkedSurface}
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primaryStrong};
    }
    &:has(> input:focus-visible) {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    /* The whole card chooses: the label's box stretches over it, under the control itself. */
    > input {
      position: relative;
      z-index: 1;
    }
    > label::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  `,
  chip: css`
    display: flex;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.background};
    &:has(> input:checked) {
      ${checkedSurface}
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    &:has(> input:focus-visible) {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
    /* No dot: the chip's own colours show the choice. The control stays in the page, one pixel
       and transparent, so it keeps focus, keys and form submission. */
    > input {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: 0;
      opacity: 0;
    }
    /* The label fills the chip, so the whole chip chooses. */
    > label {
      flex: 1;
      display: flex;
      align-items: center;
      justify-content: center;
      min-height: ${({ theme }) => theme.sizes.touchTarget};
      padding-inline: ${({ theme }) => theme.space[4]};
      text-align: center;
    }
  `,
};

export const ChoiceItem = styled.div<{ $look: ChoiceLook; $disabled: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  column-gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.primary};

  > input {
    width: 1.125rem;
    height: 1.125rem;
    margin: ${({ theme }) => theme.space[0.5]} 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
    cursor: pointer;
  }

  > label {
    min-height: 1.375rem;
    cursor: pointer;
  }

  > p {
    grid-column: 2;
  }

  ${({ $look }) => looks[$look]}

  ${({ $disabled }) =>
    $disabled &&
    css`
      color: ${({ theme }) => theme.colors.text.disabled};
      > input,
      > label {
        cursor: not-allowed;
      }
    `}
`;

export const ChoiceDescription = styled.p`
  margin-block-start: ${({ theme }) => theme.space[0.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ChoiceError = styled(FieldError)`
  margin-block-start: ${({ theme }) => theme.space[0.5]};
`;

export interface ChoiceIds {
  descriptionId: string;
  errorId: string;
  describedBy: string | undefined;
}

/** The description and error ids of a choice, after any the caller gave. */
export function choiceIds(id: string, description: ReactNode, error: ReactNode, describedBy: string | undefined): ChoiceIds {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const ids = [describedBy, isShown(description) ? descriptionId : undefined, isShown(error) ? errorId : undefined].filter(Boolean).join(' ');
  return { descriptionId, errorId, describedBy: ids || undefined };
}
