const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  kind: 'host',
  server: './src/server.tsx',
  title: 'سوق البقالة | Grocery Market',
  // The page's text faces, fetched with the HTML instead of after the scripts add their @font-face:
  // every face the first view draws, so they arrive together and the page is laid out again once.
  // Each page's language toggle names the other language in that language's face.
  preloadFonts: {
    ar: ['noto-kufi-arabic-400', 'noto-kufi-arabic-600', 'noto-kufi-arabic-700', 'poppins-latin-600'],
    en: ['poppins-latin-400', 'poppins-latin-500', 'poppins-latin-600', 'poppins-latin-700', 'noto-kufi-arabic-600'],
  },
});
