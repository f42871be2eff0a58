import { DOCUMENT_ACCEPT, DOCUMENT_LIMITS, DOCUMENT_TYPES, documentFileProblem, isDocumentType } from './documents';

describe('documents a shopper uploads', () => {
  it('takes JPEG, PNG and WebP images and PDFs, up to 5 MB each, five at a time and five per feedback', () => {
    expect(DOCUMENT_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    expect(DOCUMENT_LIMITS).toMatchObject({ maxBytes: 5_242_880, filesPerRequest: 5, perFeedback: 5 });
    expect(isDocumentType('image/png')).toBe(true);
    expect(isDocumentType('image/svg+xml')).toBe(false);
    expect(DOCUMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'application/pdf', '.jpeg', '.pdf']));
  });

  it.each([
    [{ name: 'damaged-box.jpg', type: 'image/jpeg', size: 420_000 }, null],
    [{ name: 'receipt.PDF', type: 'application/pdf', size: DOCUMENT_LIMITS.maxBytes }, null],
    [{ name: 'photo.webp', type: '', size: 1200 }, null],
    [{ name: 'photo.heic', type: 'image/heic', size: 1200 }, 'unsupported_file_type'],
    [{ name: 'logo.svg', type: 'image/svg+xml', size: 800 }, 'unsupported_file_type'],
    [{ name: 'page.html', type: 'text/html', size: 800 }, 'unsupported_file_type'],
    [{ name: 'no-extension', type: '', size: 800 }, 'unsupported_file_type'],
    [{ name: 'empty.png', type: 'image/png', size: 0 }, 'unsupported_file_type'],
    [{ name: 'large.png', type: 'image/png', size: DOCUMENT_LIMITS.maxBytes + 1 }, 'file_too_large'],
  ] as const)('judges %j before sending it: %s', (file, problem) => {
    expect(documentFileProblem(file)).toBe(problem);
  });
});
