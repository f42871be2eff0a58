import { htmlPage, jpegImage, pdfReceipt, pngImage, svgImage, webpImage, windowsProgram } from '../../test/helpers/sample-files.js';
import { contentDisposition, detectDocumentType, sanitiseFileName } from './documents.js';

describe('detectDocumentType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes', () => {
    expect(detectDocumentType(jpegImage())).toBe('image/jpeg');
    expect(detectDocumentType(pngImage())).toBe('image/png');
    expect(detectDocumentType(webpImage())).toBe('image/webp');
    expect(detectDocumentType(pdfReceipt())).toBe('application/pdf');
  });

  it('refuses everything else, whatever it would be called', () => {
    expect(detectDocumentType(htmlPage())).toBeNull();
    expect(detectDocumentType(svgImage())).toBeNull();
    expect(detectDocumentType(windowsProgram())).toBeNull();
    expect(detectDocumentType(Buffer.alloc(0))).toBeNull();
    // a RIFF file that is not WebP (a WAV recording)
    expect(detectDocumentType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    // a signature must open the file, not appear later in it
    expect(detectDocumentType(Buffer.concat([Buffer.from('<html>'), pngImage()]))).toBeNull();
    expect(detectDocumentType(Buffer.from(' %PDF-1.7'))).toBeNull();
    // a truncated signature
    expect(detectDocumentType(pngImage().subarray(0, 5))).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it('keeps a plain name, Arabic included, and gives it the extension of its type', () => {
    expect(sanitiseFileName('receipt.pdf', 'application/pdf')).toBe('receipt.pdf');
    expect(sanitiseFileName('صورة الطلب.JPG', 'image/jpeg')).toBe('صورة الطلب.jpg');
    expect(sanitiseFileName('invoice.html', 'image/png')).toBe('invoice.png');
    expect(sanitiseFileName('photo', 'image/webp')).toBe('photo.webp');
  });

  it('drops paths, control and bidirectional characters and reserved characters', () => {
    expect(sanitiseFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\sara\\Desktop\\box.png', 'image/png')).toBe('box.png');
    expect(sanitiseFileName('inv\u202Egpj.exe', 'application/pdf')).toBe('invgpj.pdf');
    expect(sanitiseFileName('a\u0000b\r\nc.png', 'image/png')).toBe('abc.png');
    expect(sanitiseFileName('say "hi"; x=<1>.pdf', 'application/pdf')).toBe('say _hi__ x=_1_.pdf');
  });

  it('names an empty or dots-only name "document", and bounds a long one', () => {
    expect(sanitiseFileName('', 'image/png')).toBe('document.png');
    expect(sanitiseFileName(null, 'application/pdf')).toBe('document.pdf');
    expect(sanitiseFileName('...', 'image/png')).toBe('document.png');
    const long = sanitiseFileName(`${'ت'.repeat(300)}.png`, 'image/png');
    expect([...long]).toHaveLength(100);
    expect(long.endsWith('.png')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'receipt.pdf')).toBe(`attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`);
    expect(contentDisposition('inline', 'صورة.png')).toBe(`inline; filename="____.png"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%A9.png`);
  });
});
