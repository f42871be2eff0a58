import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {
  fillAreas,
  jsonForScript,
  registryScript,
  remoteOrigins,
  renderPage,
  resourceHints,
  scriptsAfterFirstPaint,
  shellStartup,
  SHELL_STARTUP_GROUPS,
  splitAfterHead,
  startupPreloads,
  withHeadLinks,
  withLanguage,
  type PageRegistry,
} from './page';

const registry: PageRegistry = {
  environment: 'local',
  remotes: {
    'mf-catalog': { version: 'v3', manifest: 'http://127.0.0.1:3001/v3/mf-manifest.json' },
    'mf-cart': { version: 'v2', manifest: 'http://127.0.0.1:3002/v2/mf-manifest.json' },
  },
};

/** The text inside the registry block, as a browser would take it out of the page. */
const registryText = (html: string) => /<script type="application\/json" id="remote-registry">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the store page', () => {
  const template =
    '<!doctype html><html lang=ar dir=rtl><head><meta charset=utf-8><title>t</title><script>document.documentElement.lang="ar"</script>' +
    '<script defer src=/main.js?1></script></head><body><div id=shell-header></div></body></html>';

  it('starts the hints right after the charset and ends the head with the registry', () => {
    const html = renderPage(template, registry);
    expect(html.startsWith('<!doctype html><html lang=ar dir=rtl><head><meta charset=utf-8><link rel="preconnect"')).toBe(true);
    expect(html).toContain(`<script defer src=/main.js?1></script>${registryScript(registry)}</head>`);
    expect(JSON.parse(registryText(html)!)).toEqual(registry);
    // nothing of the template is lost
    expect(html.replace(resourceHints(registry), '').replace(registryScript(registry), '')).toBe(template);
  });

  it('places the hints after <head> when there is no charset declaration, and leaves a page without a head alone', () => {
    expect(renderPage('<html><head><title>t</title></head></html>', registry)).toMatch(/^<html><head><link rel="preconnect"/);
    expect(renderPage('<p>no head</p>', registry)).toBe('<p>no head</p>');
  });

  it('hints one credentialed preconnect per remote origin and one anonymous fetch preload per manifest', () => {
    const sameOrigin: PageRegistry = {
      environment: 'production',
      remotes: {
        'mf-catalog': { version: 'v1', manifest: 'https://cdn.example.sa/catalog/v1/mf-manifest.json' },
        'mf-cart': { version: 'v9', manifest: 'https://cdn.example.sa/cart/v9/mf-manifest.json' },
      },
    };
    expect(remoteOrigins(sameOrigin)).toEqual(['https://cdn.example.sa']);
    expect(resourceHints(sameOrigin)).toBe(
      '<link rel="preconnect" href="https://cdn.example.sa">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.sa/catalog/v1/mf-manifest.json">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.sa/cart/v9/mf-manifest.json">',
    );
    expect(resourceHints({ environment: 'local', remotes: {} })).toBe('');
  });

  it('keeps hostile registry values inside the JSON block and inside the attributes', () => {
    const hostile: PageRegistry = {
      environment: '</script><script>alert(1)</script><!--',
      remotes: { 'mf-cart': { version: 'v1"><img src=x onerror=alert(2)>', manifest: 'http://127.0.0.1:3002/v1"><img src=x onerror=alert(2)>/mf-manifest.json' } },
    };
    const html = renderPage(template, hostile);
    expect(html.match(/<script/g)).toHaveLength(3); // the bootstrap, main.js and the registry
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!--');
    expect(html).toContain('href="http://127.0.0.1:3002/v1&quot;&gt;&lt;img src=x onerror=alert(2)&gt;/mf-manifest.json"');
    const text = registryText(html)!;
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('escapes the characters that end a script or a JavaScript line, and only those', () => {
    expect(jsonForScript({ a: '</script>&<!--\u2028\u2029', b: 'ä' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u003c!--\\u2028\\u2029","b":"ä"}');
  });
});

describe('the page rendered on the server', () => {
  const page =
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset=utf-8><title>t</title></head>' +
    '<body><div id=shell-header></div><main><div id=area-mf-catalog data-area=mf-catalog></div><div id=area-mf-cart data-area=mf-cart></div></main></body></html>';

  it('is in the request\'s language and direction', () => {
    expect(withLanguage(page, 'en')).toMatch(/^<!doctype html><html lang="en" dir="ltr"><head>/);
    expect(withLanguage(page, 'ar')).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
  });

  it('goes out in two parts, cut right after the head', () => {
    const { head, body } = splitAfterHead(page);
    expect(head.endsWith('</head>')).toBe(true);
    expect(body.startsWith('<body>')).toBe(true);
    expect(head + body).toBe(page);
  });

  it('carries each area\'s HTML in its element, marked with its app, its answers after it and every area\'s styles first', () => {
    const { body } = splitAfterHead(page);
    const filled = fillAreas(body, [
      { element: 'shell-header', app: 'shell', html: '<header>Souq</header>', styles: '<style data-styled="active">.h{}</style>' },
      { element: 'area-mf-catalog', app: 'mf-catalog', html: '<h1>$& Dairy</h1>', styles: '<style data-styled="active">.c{}</style>', state: { light: [['k', '</script>']] } },
    ]);
    expect(filled).toBe(
      '<body><style data-styled="active">.h{}</style><style data-styled="active">.c{}</style>' +
        '<div id=shell-header data-server-rendered="shell"><header>Souq</header></div><main>' +
        '<div id=area-mf-catalog data-area=mf-catalog data-server-rendered="mf-catalog"><h1>$& Dairy</h1></div>' +
        `<script type="application/json" id="server-state-mf-catalog">${jsonForScript({ light: [['k', '</script>']] })}</script>` +
        '<div id=area-mf-cart data-area=mf-cart></div></main></body></html>',
    );
    // an area the template has no element for is left out; nothing rendered, nothing changed
    expect(fillAreas(body, [{ element: 'area-mf-unknown', app: 'mf-unknown', html: 'x', styles: 's' }])).toBe(body);
    expect(fillAreas(body, [])).toBe(body);
  });
});

describe('the scripts of a page rendered on the server', () => {
  const page =
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset=utf-8><script>document.documentElement.lang="ar"</script>' +
    '<script defer src=/main.js?1a2b></script><script defer src="/extra.js"></script><script type="application/json" id="remote-registry">{}</script></head>' +
    '<body><div id=shell-header></div><main></main></body></html>';

  /** Runs the page's loader with a browser's few calls stubbed, and returns what it added and when. */
  function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
    const loader = /<script>(\(function\(\)\{var s=[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    if (!loader) throw new Error('no loader at the end of the body');
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    vm.runInNewContext(loader, {
      document: {
        visibilityState,
        createElement: () => ({ src: '', async: true }),
        head: { appendChild: (element: { src: string; async: boolean }) => added.push({ ...element }) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    return { added, frames, timers };
  }

  it('leaves the head without the deferred scripts and asks for them, in order, at the end of the body', () => {
    const html = scriptsAfterFirstPaint(page);
    const { head, body } = splitAfterHead(html);
    expect(head).not.toContain('<script defer');
    // the head's other scripts and the registry stay where they were
    expect(head).toContain('<script>document.documentElement.lang="ar"</script>');
    expect(head).toContain('<script type="application/json" id="remote-registry">{}</script>');
    expect(body).toMatch(/^<body><div id=shell-header><\/div><main><\/main><script>\(function\(\)\{[^<]*<\/script><\/body><\/html>$/);
  });

  it('adds the scripts once the page has painted: after the next frame, in a task of their own', () => {
    const { added, frames, timers } = runLoader(scriptsAfterFirstPaint(page), 'visible');
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(added).toEqual([]);
    timers[0]!();
    // async off: they run in the order the head named them, as deferred scripts did
    expect(added).toEqual([
      { src: '/main.js?1a2b', async: false },
      { src: '/extra.js', async: false },
    ]);
  });

  it('adds them at once in a tab that is not shown, where no frame would come', () => {
    const { added, frames } = runLoader(scriptsAfterFirstPaint(page), 'hidden');
    expect(frames).toEqual([]);
    expect(added.map((script) => script.src)).toEqual(['/main.js?1a2b', '/extra.js']);
  });

  it('changes nothing in a page without deferred scripts or without a body end', () => {
    const plain = page.replace(/<script defer[^>]*><\/script>/g, '');
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const cut = page.replace('</body></html>', '');
    expect(scriptsAfterFirstPaint(cut)).toBe(cut);
  });
});

describe('the start-up preloads of a page rendered in the browser', () => {
  // the shell's first-load graph as its build writes it (first-load-graph-plugin.cjs), trimmed
  const graph = {
    groups: {
      'entry:main': { files: ['main.js'], shared: [] },
      'import:shell/src/bootstrap.tsx': { files: ['473.e4f5c956.js', 'startup-shared.05b9dc52.js'], shared: ['react', 'shared-events'] },
      'import:shell/src/locales/ar.ts': { files: ['347.a668e606.js'], shared: [] },
      'import:shell/src/locales/en.ts': { files: ['665.a45cbc07.js'], shared: [] },
      'import:shell/src/tours/tour-overlay.tsx': { files: ['763.0bdf4f64.js'], shared: [] },
      'shared:react': { files: ['startup-shared.05b9dc52.js'], shared: [] },
      'shared:shared-events': { files: ['startup-shared.05b9dc52.js'], shared: ['rxjs'] },
      'shared:rxjs': { files: ['391.3ec28001.js', 'startup-shared.05b9dc52.js'], shared: [] },
      'shared:@apollo/client': { files: ['graphql-shared.ea59d3ca.js'], shared: [] },
    },
  };

  it('reads the bootstrap\'s chunks, those of the shared packages it reaches, and each language\'s translations', () => {
    expect(shellStartup(graph)).toEqual({
      files: ['473.e4f5c956.js', 'startup-shared.05b9dc52.js', '391.3ec28001.js'],
      languages: { ar: ['347.a668e606.js'], en: ['665.a45cbc07.js'] },
    });
    expect(shellStartup(null)).toEqual({ files: [], languages: { ar: [], en: [] } });
  });

  it('names groups that the shell\'s sources have', () => {
    const root = path.resolve(__dirname, '../../..');
    const sources = [SHELL_STARTUP_GROUPS.bootstrap, SHELL_STARTUP_GROUPS.language('ar'), SHELL_STARTUP_GROUPS.language('en')];
    for (const group of sources) expect([group, fs.existsSync(path.join(root, group.replace(/^import:/, '')))]).toEqual([group, true]);
  });

  it('hints the shell\'s files as plain scripts and the owning remote\'s entry as the federation runtime asks for it', () => {
    const links = startupPreloads(shellStartup(graph), 'en', { href: 'https://cart.example/v2/remoteEntry.js', integrity: 'sha384-abc' });
    expect(links).toBe(
      '<link rel="preload" as="script" href="/473.e4f5c956.js">' +
        '<link rel="preload" as="script" href="/startup-shared.05b9dc52.js">' +
        '<link rel="preload" as="script" href="/391.3ec28001.js">' +
        '<link rel="preload" as="script" href="/665.a45cbc07.js">' +
        '<link rel="preload" as="script" crossorigin="anonymous" integrity="sha384-abc" href="https://cart.example/v2/remoteEntry.js">',
    );
    expect(startupPreloads(shellStartup(null), 'ar')).toBe('');
    expect(startupPreloads(shellStartup(null), 'ar', { href: 'https://x.example/"><script>' })).toBe(
      '<link rel="preload" as="script" crossorigin="anonymous" href="https://x.example/&quot;&gt;&lt;script&gt;">',
    );
  });

  it('places them right before the shell\'s deferred script, or at the end of the head', () => {
    const page = '<html><head><meta charset=utf-8><script defer src=/main.js?1></script></head><body></body></html>';
    expect(withHeadLinks(page, '<link x>')).toBe('<html><head><meta charset=utf-8><link x><script defer src=/main.js?1></script></head><body></body></html>');
    expect(withHeadLinks('<html><head><title>t</title></head><body><script defer src=/late.js></script></body></html>', '<link x>')).toBe(
      '<html><head><title>t</title><link x></head><body><script defer src=/late.js></script></body></html>',
    );
    expect(withHeadLinks(page, '')).toBe(page);
    expect(withHeadLinks('<p>no head</p>', '<link x>')).toBe('<p>no head</p>');
  });
});
