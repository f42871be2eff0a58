// Slides per view by viewport width (spec §9). Each entry is a minimum width in CSS pixels; the
// largest one not above the width wins, and widths below the first entry use the first.
//  - products: 320:3, 480:4, 640:5, 768:6, 958:7, 1024:9, 1280:10, 1366–1440:11, 1600–1920:12.
//  - compact: 320:3 up to 1920:8 (the spec gives the ends; the steps between follow the same
//    breakpoints, one more slide per step).
//  - wide: 360:2 up to 1920:4 (banners; likewise).
export type CarouselKind = 'products' | 'compact' | 'wide';

type Breakpoints = readonly (readonly [minWidth: number, perView: number])[];

export const SLIDES_PER_VIEW: Record<CarouselKind, Breakpoints> = {
  products: [
    [320, 3],
    [480, 4],
    [640, 5],
    [768, 6],
    [958, 7],
    [1024, 9],
    [1280, 10],
    [1366, 11],
    [1440, 11],
    [1600, 12],
    [1920, 12],
  ],
  compact: [
    [320, 3],
    [640, 4],
    [768, 5],
    [1024, 6],
    [1280, 7],
    [1920, 8],
  ],
  wide: [
    [360, 2],
    [1024, 3],
    [1920, 4],
  ],
};

export function slidesPerView(kind: CarouselKind, width: number): number {
  const table = SLIDES_PER_VIEW[kind];
  let perView = table[0]![1];
  for (const [minWidth, count] of table) {
    if (width >= minWidth) perView = count;
  }
  return perView;
}
