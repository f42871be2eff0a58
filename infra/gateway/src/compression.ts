// Compression of what the gateway writes or proxies (JSON, SVG, the page). The shell's files are
// compressed at build time and served with their .br/.gz copies by @fastify/static, so they stay
// outside it (see app.ts).
import negotiate from '@fastify/accept-negotiator';
import type { FastifyCompressOptions } from '@fastify/compress';
import { PassThrough, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/** Bodies smaller than this are sent as they are: the encoding would save too little to matter. */
export const COMPRESSION_THRESHOLD = 1024;

// Quality 4: most of brotli's gain over gzip at a small fraction of quality 11's time, per request.
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export const compressionOptions: FastifyCompressOptions = {
  encodings: [...ENCODINGS],
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: BROTLI_OPTIONS,
  // Responses only: request bodies stay as the client sent them (none of ours sends them compressed).
  globalDecompression: false,
};

/** The encoding to use for a client, by its Accept-Encoding (quality values honoured), or null. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  return negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), [...ENCODINGS]);
}

/**
 * The store page for a client: compressed when it accepts br or gzip and the page is past the
 * threshold. The page is encoded here rather than by @fastify/compress because deep links reach it
 * through the static files' not-found path, outside that plugin's scope.
 */
export function encodePage(body: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding: Encoding | null } {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding || Buffer.byteLength(body) < COMPRESSION_THRESHOLD) return { body, encoding: null };
  return { body: encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body), encoding };
}

/**
 * The store page as a stream: the head goes out (compressed and flushed) at once, the rest when it is
 * ready, so the browser starts on the head's scripts, fonts and manifests while the server renders the
 * body. A rest that fails is not the shopper's problem: `fallback` (the empty frame) goes instead.
 */
export function streamPage(
  head: string,
  rest: Promise<string>,
  fallback: string,
  acceptEncoding: string | undefined,
): { stream: Readable; encoding: Encoding | null } {
  const encoding = preferredEncoding(acceptEncoding);
  const stream = encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : encoding === 'gzip' ? zlib.createGzip() : new PassThrough();
  stream.write(head);
  if (!(stream instanceof PassThrough)) stream.flush();
  rest.then(
    (text) => stream.end(text),
    () => stream.end(fallback),
  );
  return { stream, encoding };
}
