const { createAppConfig } = require('infra-build');

module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  kind: 'host',
  server: './src/server.tsx',
  title: 'سوق البقالة | Grocery Market',
  // The page's text faces, fetched with the HTML instead of after the scripts add their @font-face.
  preloadFonts: {
    ar: ['noto-kufi-arabic-arabic-400', 'noto-kufi-arabic-arabic-700'],
    en: ['poppins-latin-400', 'poppins-latin-600'],
  },
});
