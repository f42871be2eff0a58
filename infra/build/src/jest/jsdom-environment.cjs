// jsdom for browser tests, plus the web platform APIs a browser has and jsdom lacks (fetch and its
// Request/Response/Headers, streams, text encoding, structuredClone), taken from Node.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'ReadableStream', 'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder',
  'TextEncoderStream', 'TextDecoderStream', 'structuredClone',
  'AbortController', 'AbortSignal', 'crypto',
];
// jsdom's own versions work with its DOM (a Blob read by FileReader, an AbortSignal on its events);
// Node's are used only where jsdom has none. Node's MessageChannel is left out: React's scheduler
// would use it and its open port would keep the test process alive.
const keepJsdom = new Set(['Blob', 'File', 'FormData', 'AbortController', 'AbortSignal']);

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, { ...context });
    const target = this.global;
    for (const name of fromNode) {
      if (keepJsdom.has(name) && target[name] !== undefined) continue;
      if (name === 'crypto' && target.crypto?.subtle) continue;
      if (globalThis[name] !== undefined) target[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
