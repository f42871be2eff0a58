// The one focus trap of the store, used by Modal and the guided tours: while active, Tab and
// Shift+Tab wrap inside the container and focus that lands outside it (a click on the page behind)
// is brought back; on release, focus returns to where it was. Escape stays with the owner, which
// knows what closing means. Traps stack: only the newest active one acts, so a tour over a modal
// keeps focus and gives it back to the modal when it ends.
import { type RefObject, useEffect, useRef } from 'react';

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // Browsers know what is rendered; an environment without layout (jsdom) treats everything as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/**
 * The elements of `container` that Tab reaches, in document order: enabled, shown, not taken out
 * with tabindex="-1", and of each radio group only the checked radio (or the first, when none is).
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  const found = Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && !element.closest('fieldset:disabled') && isVisible(element),
  );
  const radioGroups = new Map<string, HTMLInputElement[]>();
  for (const element of found) {
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const key = `${element.form?.id ?? ''}:${element.name}`;
      radioGroups.set(key, [...(radioGroups.get(key) ?? []), element]);
    }
  }
  return found.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    const group = radioGroups.get(`${element.form?.id ?? ''}:${element.name}`)!;
    const checked = group.find((radio) => radio.checked);
    return element === (checked ?? group[0]);
  });
}

export interface FocusTrapOptions {
  /** What takes focus when the trap starts; by default the first `[data-autofocus]`, else the container. */
  initialFocus?: HTMLElement | null;
  /** Give focus back to what had it before the trap started (default true). */
  returnFocus?: boolean;
}

interface ActiveTrap {
  container: HTMLElement;
  lastFocused: HTMLElement | null;
}

const stack: ActiveTrap[] = [];
const isTop = (trap: ActiveTrap) => stack[stack.length - 1] === trap;

/**
 * Keeps keyboard focus inside `container` until the returned function is called. The container
 * should be focusable itself (tabindex="-1") so focus has somewhere to be when nothing inside is.
 */
export function trapFocus(container: HTMLElement, { initialFocus, returnFocus = true }: FocusTrapOptions = {}): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const trap: ActiveTrap = { container, lastFocused: null };
  stack.push(trap);

  const focusInside = (target: HTMLElement | null) => {
    (target && container.contains(target) ? target : container).focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !isTop(trap) || event.defaultPrevented) return;
    const items = tabbableElements(container);
    const active = document.activeElement;
    if (items.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const outside = !(active instanceof Node) || !container.contains(active);
    if (event.shiftKey && (outside || active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    if (!isTop(trap)) return;
    const target = event.target;
    if (target instanceof HTMLElement && container.contains(target)) {
      trap.lastFocused = target;
      return;
    }
    // Focus escaped (a click on the page behind, a script): bring it back to where it was inside.
    focusInside(trap.lastFocused);
  };

  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  focusInside(initialFocus ?? container.querySelector<HTMLElement>('[data-autofocus]'));
  trap.lastFocused = container.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    const wasTop = isTop(trap);
    stack.splice(stack.indexOf(trap), 1);
    if (returnFocus && wasTop && opener?.isConnected) opener.focus();
  };
}

/**
 * Traps focus in the element the returned ref is put on while `active` is true. Options are read
 * when the trap starts.
 */
export function useFocusTrap<T extends HTMLElement>(active: boolean, options: { initialFocus?: RefObject<HTMLElement | null>; returnFocus?: boolean } = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const { initialFocus, returnFocus } = optionsRef.current;
    return trapFocus(container, { initialFocus: initialFocus?.current, returnFocus });
  }, [active]);
  return ref;
}
