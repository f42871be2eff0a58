// Moves focus once React has rendered what is to receive it (an error alert that was not there
// before the submit, or the first field marked invalid).
import { useCallback, useEffect, useReducer, useRef } from 'react';

export function useFocusAfterRender(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const find = pending.current;
    if (!find) return;
    pending.current = null;
    find()?.focus();
  });

  return useCallback((target) => {
    pending.current = target;
    rerender();
  }, []);
}
