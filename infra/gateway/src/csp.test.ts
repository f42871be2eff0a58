import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';

describe('content security policy', () => {
  it('hashes inline scripts and ignores external ones', () => {
    const html = '<script src="/main.js"></script><script>var a = 1;</script>';
    const expected = createHash('sha256').update('var a = 1;').digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
  });

  it('does not hash data blocks such as the registry, and still hashes every kind of script', () => {
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const html = [
      '<script type="application/json" id="remote-registry">{"remotes":{}}</script>',
      "<script type='text/plain'>not run</script>",
      '<script type=module>import "/a.js";</script>',
      '<script type="text/javascript; charset=utf-8">var b = 2;</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="">var c = 3;</script>',
      '<script data-type="text/plain">var d = 4;</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('import "/a.js";'), hash('var b = 2;'), hash('{"imports":{}}'), hash('var c = 3;'), hash('var d = 4;')]);
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
