// Whether what the page shows has been painted: false until `shown` is true, then true from the
// render after the browser has painted it (a frame, then a task after it), and from then on. A page
// asks for what can wait (a part below, the code of its actions) once its first content is on screen,
// so that the downloads do not share the connection with what that content needs.
import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './yield-to-browser';

export function useAfterPaint(shown = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [shown, painted]);
  return painted;
}
