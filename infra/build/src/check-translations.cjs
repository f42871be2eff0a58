// Translation key parity: every key a team ships in Arabic must exist in English and the reverse,
// for every namespace file under <app>/src/locales/{ar,en}/. Plural forms (_one, _other, ...) are
// compared by their base key, since Arabic and English have different plural categories; and each
// plural key must carry every category its own language uses (Arabic: zero, one, two, few, many,
// other), or i18next falls back to the bare key for the missing counts.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value, prefix = '', out = new Set()) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, name, out);
    else out.add(name.replace(PLURAL, ''));
  }
  return out;
}

function compareNamespaces(ar, en) {
  const arKeys = flatten(ar);
  const enKeys = flatten(en);
  return {
    onlyAr: [...arKeys].filter((key) => !enKeys.has(key)),
    onlyEn: [...enKeys].filter((key) => !arKeys.has(key)),
  };
}

/** Plural keys lacking a category that the language's plural rules use, as "key_category". */
function missingPluralForms(value, language) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const forms = new Map();
  const walk = (node, prefix) => {
    for (const [key, child] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (child && typeof child === 'object') walk(child, name);
      else {
        const match = PLURAL.exec(name);
        if (!match) continue;
        const base = name.slice(0, -match[0].length);
        if (!forms.has(base)) forms.set(base, new Set());
        forms.get(base).add(match[1]);
      }
    }
  };
  walk(value, '');
  const missing = [];
  for (const [base, present] of forms) {
    // A lone "x_many" is an ordinary key (e.g. "too_many"); a plural always has its "_other" form.
    if (!present.has('other')) continue;
    for (const category of categories) if (!present.has(category)) missing.push(`${base}_${category}`);
  }
  return missing;
}

function findLocaleDirs(dir = root) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'var' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales' && fs.existsSync(path.join(full, 'ar')) && fs.existsSync(path.join(full, 'en'))) found.push(full);
    else found.push(...findLocaleDirs(full));
  }
  return found;
}

/** Every parity problem under `base` (the whole repository by default, or one app's folder). */
function checkAll(base = root) {
  const problems = [];
  for (const dir of findLocaleDirs(base)) {
    const files = new Set([...fs.readdirSync(path.join(dir, 'ar')), ...fs.readdirSync(path.join(dir, 'en'))]);
    for (const file of files) {
      const where = path.relative(root, path.join(dir, '{ar,en}', file));
      const arFile = path.join(dir, 'ar', file);
      const enFile = path.join(dir, 'en', file);
      if (!fs.existsSync(arFile) || !fs.existsSync(enFile)) {
        problems.push(`${where}: namespace exists in one language only`);
        continue;
      }
      const ar = JSON.parse(fs.readFileSync(arFile, 'utf8'));
      const en = JSON.parse(fs.readFileSync(enFile, 'utf8'));
      const { onlyAr, onlyEn } = compareNamespaces(ar, en);
      for (const key of onlyAr) problems.push(`${where}: "${key}" is in Arabic only`);
      for (const key of onlyEn) problems.push(`${where}: "${key}" is in English only`);
      for (const key of missingPluralForms(ar, 'ar')) problems.push(`${where}: Arabic plural form "${key}" is missing`);
      for (const key of missingPluralForms(en, 'en')) problems.push(`${where}: English plural form "${key}" is missing`);
    }
  }
  return problems;
}

module.exports = { compareNamespaces, missingPluralForms, findLocaleDirs, checkAll };

if (require.main === module) {
  const problems = checkAll();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `translation parity: ${problems.length} problem(s)` : 'translation parity: ok');
  process.exit(problems.length ? 1 : 0);
}
