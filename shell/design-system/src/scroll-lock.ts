// Body scroll lock shared by everything that covers the page (modals, the mega-menu, tours). Counted,
// so two overlays open at once unlock only when the last one closes.
let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string } | null = null;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingInlineEnd = saved.paddingInlineEnd;
      saved = null;
    }
  };
}
