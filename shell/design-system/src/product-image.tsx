// A product photo at a fixed footprint. When the catalogue has no photo, or it fails to load, a
// basket glyph of the same size stands in: an empty src would fetch the page itself, and a broken
// image would show the browser's icon and shift the layout.
import { useState, type CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { type Theme } from './theme';

export type ProductImageFit = 'contain' | 'cover';

export interface ProductImageProps {
  /** The photo's address; empty, blank, null or undefined shows the placeholder. */
  src: string | null | undefined;
  /** What the photo shows, or '' when the product's name is already beside it (decorative). */
  alt: string;
  /** Intrinsic width in pixels: the width attribute, and the rendered width unless `fluid`. */
  width: number;
  /** Intrinsic height in pixels; defaults to `width` (square). */
  height?: number;
  /** Take the container's width, keeping the aspect ratio, instead of `width` pixels. */
  fluid?: boolean;
  /** 'eager' only for images above the fold (the largest paint); everything else waits its turn. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  fit?: ProductImageFit;
  radius?: keyof Theme['radii'];
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

interface FrameProps {
  $width: number;
  $height: number;
  $fluid: boolean;
  $radius: keyof Theme['radii'];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** `4 / 3` for 160×120, and a plain `1` for a square. */
function ratio(width: number, height: number): string {
  const divisor = gcd(Math.round(width), Math.round(height)) || 1;
  const [w, h] = [Math.round(width) / divisor, Math.round(height) / divisor];
  return h === 1 ? String(w) : `${w} / ${h}`;
}

// Photo and placeholder share this footprint, so swapping one for the other never moves anything.
const frame = css<FrameProps>`
  display: block;
  box-sizing: border-box;
  flex-shrink: 0;
  aspect-ratio: ${({ $width, $height }) => ratio($width, $height)};
  ${({ $fluid, $width, $height }) =>
    $fluid
      ? css`
          width: 100%;
          height: auto;
        `
      : css`
          width: ${$width}px;
          height: ${$height}px;
        `}
  max-width: 100%;
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.surface};
`;

const Photo = styled.img<FrameProps & { $fit: ProductImageFit }>`
  ${frame}
  object-fit: ${({ $fit }) => $fit};
`;

const Placeholder = styled.span<FrameProps>`
  ${frame}
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.neutral[300]};
  svg {
    width: 40%;
    height: 40%;
  }
`;

function BasketGlyph() {
  // Symmetric, so it needs no mirroring in right-to-left pages.
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 9h18l-1.6 9.1a2 2 0 0 1-2 1.65H6.6a2 2 0 0 1-2-1.65L3 9Z" />
      <path d="M8 9 11 4M16 9l-3-5M9 13v3M12 13v3M15 13v3" />
    </svg>
  );
}

export function ProductImage({
  src,
  alt,
  width,
  height = width,
  fluid = false,
  loading = 'lazy',
  fetchPriority,
  fit = 'contain',
  radius = 'none',
  className,
  style,
  'data-testid': testId,
}: ProductImageProps) {
  // Remembers which address failed, so a new src gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const frameProps: FrameProps = { $width: width, $height: height, $fluid: fluid, $radius: radius };
  const address = src?.trim() ?? '';

  if (!address || failed === address) {
    // With a meaningful alt the placeholder keeps the photo's name, so a screen reader hears the
    // same page whether or not the photo arrived; a decorative one stays hidden, as the photo would.
    const label = alt.trim();
    return (
      <Placeholder
        {...frameProps}
        role="img"
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        className={className}
        style={style}
        data-testid={testId}
      >
        <BasketGlyph />
      </Placeholder>
    );
  }

  return (
    <Photo
      {...frameProps}
      $fit={fit}
      src={address}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailed(address)}
      className={className}
      style={style}
      data-testid={testId}
    />
  );
}
