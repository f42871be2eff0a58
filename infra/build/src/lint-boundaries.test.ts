// The team boundaries of ARCHITECTURE.md are enforced by lint, not prose: prove the rules fire.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../../..');

interface LintAnswer {
  snippets: string[][];
  files: { file: string; messages: string[] }[];
}

/** The repository's ESLint, run in a child process over snippets (as files at the given paths) and globs. */
async function lint(snippets: { file: string; code: string }[], globs: string[] = []): Promise<LintAnswer> {
  const run = promisify(execFile)(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  run.child.stdin!.end(JSON.stringify({ snippets, globs }));
  return JSON.parse((await run).stdout) as LintAnswer;
}

async function restrictedImports(file: string, code: string): Promise<string[]> {
  return (await lint([{ file, code }])).snippets[0]!;
}

describe('import boundaries', () => {
  it('a remote may not import another remote, the shell or infra source', async () => {
    expect(await restrictedImports('mf-cart/src/probe.ts', "import { HomePage } from '../../mf-catalog/src/home/home-page';\nexport { HomePage };\n")).toHaveLength(1);
    expect(await restrictedImports('mf-cart/src/probe.ts', "import x from 'mf-account/src/app';\nexport { x };\n")).toHaveLength(1);
    expect(await restrictedImports('mf-cart/src/probe.ts', "import { x } from '../../shell/src/i18n/i18n';\nexport { x };\n")).toHaveLength(1);
    expect(await restrictedImports('mf-cart/src/probe.ts', "import { deploy } from '../../infra/registry/src/deploy';\nexport { deploy };\n")).toHaveLength(1);
  }, 30_000);

  it('a remote may import shared-events, the design system and remote-kit', async () => {
    const code = "import { getEventBus } from 'shared-events';\nimport { Button } from 'design-system';\nimport { RemoteFragment } from 'remote-kit';\nexport { getEventBus, Button, RemoteFragment };\n";
    expect(await restrictedImports('mf-cart/src/probe.ts', code)).toEqual([]);
  });

  it('the shell never imports a remote; shared-events imports no UI', async () => {
    expect(await restrictedImports('shell/src/probe.ts', "import x from 'mf-cart/src/app';\nexport { x };\n")).toHaveLength(1);
    expect(await restrictedImports('shared-events/src/probe.ts', "import { Button } from 'design-system';\nexport { Button };\n")).toHaveLength(1);
    expect(await restrictedImports('shared-events/src/probe.ts', "import { useState } from 'react';\nexport { useState };\n")).toHaveLength(1);
  });

  describe('remote-kit, which every remote bundles', () => {
    it('may not import a remote, shell source or infra source', async () => {
      const file = 'shell/remote-kit/src/probe.ts';
      expect(await restrictedImports(file, "import x from 'mf-cart/src/app';\nexport { x };\n")).toHaveLength(1);
      expect(await restrictedImports(file, "import { HomePage } from '../../../mf-catalog/src/home/home-page';\nexport { HomePage };\n")).toHaveLength(1);
      expect(await restrictedImports(file, "import ar from '../../src/locales/ar/common.json';\nexport { ar };\n")).toHaveLength(1);
      expect(await restrictedImports('shell/remote-kit/src/nested/probe.ts', "import { x } from '../../../src/i18n/i18n';\nexport { x };\n")).toHaveLength(1);
      expect(await restrictedImports(file, "import { x } from 'shell/src/i18n/i18n';\nexport { x };\n")).toHaveLength(1);
      expect(await restrictedImports(file, "import plugin from '../../../infra/build/src/runtime/resilience-plugin';\nexport { plugin };\n")).toHaveLength(1);
    }, 30_000);

    it('may import shared-events, the design system and its own files', async () => {
      const code = "import { getEventBus } from 'shared-events';\nimport { useBusEvent } from 'shared-events/react';\nimport { Button } from 'design-system';\nimport { addResources } from './resources';\nexport { getEventBus, useBusEvent, Button, addResources };\n";
      expect(await restrictedImports('shell/remote-kit/src/probe.ts', code)).toEqual([]);
    });

    it('holds for the code it ships today', async () => {
      const results = (await lint([], ['shell/remote-kit/src/**/*.{ts,tsx}'])).files;
      const violations = results.flatMap((r) => r.messages.map((message) => `${r.file}: ${message}`));
      expect(results.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    }, 30_000);
  });
});
