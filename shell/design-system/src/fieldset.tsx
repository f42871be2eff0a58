// A group of controls under one legend (a fieldset, so screen readers name the group), with an
// optional hint and error read out as the group's description. RadioGroup builds on it; checkbox
// groups and related inputs use it directly.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, FieldHint, isShown } from './field';
import { type SpaceToken } from './theme';
import { visuallyHiddenCss } from './visually-hidden';

export type FieldsetLayout = 'stack' | 'row' | 'grid';

const Root = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

const Options = styled.div<{ $layout: FieldsetLayout; $columns: number; $gap: SpaceToken }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $layout, $columns }) =>
    $layout === 'row'
      ? css`
          flex-direction: row;
          flex-wrap: wrap;
        `
      : $layout === 'grid'
        ? css`
            display: grid;
            grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          `
        : ''}
`;

export interface FieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children'> {
  /** The group's name (translated by the caller). */
  legend: ReactNode;
  hideLegend?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** How the options sit: one under another, side by side wrapping, or in equal columns. */
  layout?: FieldsetLayout;
  /** Columns of the grid layout. */
  columns?: number;
  /** Space between options, a step of the spacing scale. */
  gap?: SpaceToken;
  children: ReactNode;
}

export function Fieldset({
  legend,
  hideLegend = false,
  hint,
  error,
  layout = 'stack',
  columns = 2,
  gap = 2,
  id,
  'aria-describedby': describedBy,
  children,
  ...rest
}: FieldsetProps) {
  const generated = useId();
  const baseId = id ?? generated;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const ids = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Root {...rest} id={id} aria-describedby={ids || undefined}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options $layout={layout} $columns={columns} $gap={gap}>
        {children}
      </Options>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
