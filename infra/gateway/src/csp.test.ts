import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

describe('content security policy', () => {
  it('hashes inline scripts and ignores external ones', () => {
    const html = '<script src="/main.js"></script><script>var a = 1;</script>';
    const expected = createHash('sha256').update('var a = 1;').digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  it('lists exactly the registry origins as script and connect sources', () => {
    const csp = contentSecurityPolicy({
      remoteOrigins: ['http://127.0.0.1:3002', 'http://127.0.0.1:3001', 'http://127.0.0.1:3002'],
      paymentsOrigin: 'http://127.0.0.1:4100',
      scriptHashes: ["'sha256-abc'"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc' http://127.0.0.1:3001 http://127.0.0.1:3002;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:4100;");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
