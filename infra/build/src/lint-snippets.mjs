// Lints code snippets as if they were files of the repository, with its real ESLint config, and
// prints the messages of the asked rules (no-restricted-imports unless told) of each as JSON. Used
// by the lint-boundary tests, which run it as a child process: ESLint loads its config as an ES module, which jest's runtime cannot.
// stdin: {"snippets": [{"file": "mf-cart/src/probe.ts", "code": "..."}], "globs": ["shell/remote-kit/src/**/*.ts"],
//         "rules": ["no-restricted-imports"]}
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { snippets = [], globs = [], rules = ['no-restricted-imports'] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint({ cwd: root });
const restricted = (result) => (result?.messages ?? []).filter((m) => rules.includes(m.ruleId)).map((m) => m.message);

const snippetResults = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  snippetResults.push(restricted(result));
}
const fileResults = globs.length
  ? (await eslint.lintFiles(globs)).map((result) => ({ file: path.relative(root, result.filePath), messages: restricted(result) }))
  : [];
process.stdout.write(JSON.stringify({ snippets: snippetResults, files: fileResults }));
