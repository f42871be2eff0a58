// SVG artwork to WebP at a chosen width, with sharp (libvips, prebuilt binaries). The widths are a
// fixed list: pages ask for these in `srcset`, a cache holds few variants, and nobody can make the
// server render arbitrary sizes.
import type { Sharp, SharpOptions } from 'sharp';

/** Widths in CSS or device pixels that pages may ask for. Keep in step with design-system's product-image. */
export const IMAGE_WIDTHS: readonly number[] = [64, 96, 128, 160, 240, 320, 480, 640, 800];

const WEBP_QUALITY = 70;
/** SVG units render at 72 dpi: one unit, one pixel. */
const BASE_DENSITY = 72;

/** The width the SVG declares (its viewBox or width attribute); 400 when it says neither. */
export function naturalWidth(svg: string): number {
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  const width = viewBox?.[1] ?? /<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1];
  const value = Number(width);
  return Number.isFinite(value) && value > 0 ? value : 400;
}

let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | null = null;
const loadSharp = () => (loaded ??= import('sharp').then((module) => (module.default ?? module) as unknown as (input: Buffer, options: SharpOptions) => Sharp));

/** The picture at `width` pixels wide, rendered sharp at any scale (density follows the width). */
export async function rasteriseSvg(svg: string, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const density = Math.max(1, Math.min(2400, Math.ceil((BASE_DENSITY * width) / naturalWidth(svg))));
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();
}
