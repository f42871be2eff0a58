// A modal dialog: rendered in a portal above the page, focus kept inside while open and returned
// to the opener on close, Escape and a click on the backdrop close it, body scroll locked.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ButtonBase } from './button';
import { useFocusTrap } from './focus-trap';
import { lockBodyScroll } from './scroll-lock';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $width: string }>`
  position: relative;
  width: min(100%, ${({ $width }) => $width});
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-inline-end: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Close = styled(ButtonBase)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
  text-align: center;
  &:hover {
    background: ${({ theme }) => theme.colors.neutral[100]};
  }
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Translated title; also the dialog's accessible name. */
  title: ReactNode;
  /** Translated name of the close button (the design system has no translations). */
  closeLabel: string;
  children: ReactNode;
  /** Widest the panel grows; it never exceeds the viewport. */
  width?: string;
  /** Renders as an alertdialog (for messages that need a decision, such as an expired session). */
  alert?: boolean;
  'data-testid'?: string;
}

export function Modal({ open, onClose, title, closeLabel, children, width = '32rem', alert = false, 'data-testid': testId }: ModalProps) {
  const titleId = useId();
  // Focus moves to the first [data-autofocus] inside, else the panel, and back to the opener on close.
  const panelRef = useFocusTrap<HTMLDivElement>(open);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    return lockBodyScroll();
  }, [open]);

  if (!open) return null;

  // Escape is the owner's business, not the trap's: here it closes the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        <Close aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </Close>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
