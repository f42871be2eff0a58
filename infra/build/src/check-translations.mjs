// Translation key parity: every key a team ships in Arabic must exist in English and the reverse,
// for every namespace file under <app>/src/locales/{ar,en}/. Plural forms (_one, _other, ...) are
// compared by their base key, since Arabic and English have different plural categories.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value, prefix = '', out = new Set()) {
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, name, out);
    else out.add(name.replace(PLURAL, ''));
  }
  return out;
}

export function compareNamespaces(ar, en) {
  const arKeys = flatten(ar);
  const enKeys = flatten(en);
  return {
    onlyAr: [...arKeys].filter((key) => !enKeys.has(key)),
    onlyEn: [...enKeys].filter((key) => !arKeys.has(key)),
  };
}

export function findLocaleDirs(dir = root) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'var' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales' && fs.existsSync(path.join(full, 'ar')) && fs.existsSync(path.join(full, 'en'))) found.push(full);
    else found.push(...findLocaleDirs(full));
  }
  return found;
}

export function checkAll() {
  const problems = [];
  for (const dir of findLocaleDirs()) {
    const files = new Set([...fs.readdirSync(path.join(dir, 'ar')), ...fs.readdirSync(path.join(dir, 'en'))]);
    for (const file of files) {
      const where = path.relative(root, path.join(dir, '{ar,en}', file));
      const arFile = path.join(dir, 'ar', file);
      const enFile = path.join(dir, 'en', file);
      if (!fs.existsSync(arFile) || !fs.existsSync(enFile)) {
        problems.push(`${where}: namespace exists in one language only`);
        continue;
      }
      const { onlyAr, onlyEn } = compareNamespaces(JSON.parse(fs.readFileSync(arFile, 'utf8')), JSON.parse(fs.readFileSync(enFile, 'utf8')));
      for (const key of onlyAr) problems.push(`${where}: "${key}" is in Arabic only`);
      for (const key of onlyEn) problems.push(`${where}: "${key}" is in English only`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkAll();
  for (const problem of problems) console.error(problem);
  console.log(problems.length ? `translation parity: ${problems.length} problem(s)` : 'translation parity: ok');
  process.exit(problems.length ? 1 : 0);
}
