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
async function lint(snippets: { file: string; code: string }[], globs: string[] = [], rules?: string[]): Promise<LintAnswer> {
  const run = promisify(execFile)(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  run.child.stdin!.end(JSON.stringify({ snippets, globs, rules }));
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

  describe('shared-events, the bus and the contracts between teams', () => {
    it('imports no router, no GraphQL client and no remote kit, in the React hook either', async () => {
      const imports = [
        "import { useNavigate } from 'react-router-dom';\nexport { useNavigate };\n",
        "import { matchPath } from 'react-router';\nexport { matchPath };\n",
        "import { ApolloClient } from '@apollo/client';\nexport { ApolloClient };\n",
        "import { useQuery } from '@apollo/client/react';\nexport { useQuery };\n",
        "import { RemoteFragment } from 'remote-kit';\nexport { RemoteFragment };\n",
        "import { createRemoteApp } from '../../shell/remote-kit/src/create-remote-app';\nexport { createRemoteApp };\n",
      ];
      const files = ['shared-events/src/probe.ts', 'shared-events/src/react.ts'];
      const { snippets } = await lint(files.flatMap((file) => imports.map((code) => ({ file, code }))));
      for (const [i, messages] of snippets.entries()) {
        expect(messages, `${files[Math.floor(i / imports.length)]}: ${imports[i % imports.length]}`).toEqual(
          expect.arrayContaining([expect.stringContaining('routing, data fetching and the remote kit belong to the apps')]),
        );
      }
    }, 30_000);

    it('keeps React to the hook file, and may use RxJS and shared-domain', async () => {
      const { snippets } = await lint([
        { file: 'shared-events/src/react.ts', code: "import { useEffect } from 'react';\nexport { useEffect };\n" },
        { file: 'shared-events/src/probe.ts', code: "import { useEffect } from 'react';\nexport { useEffect };\n" },
        { file: 'shared-events/src/probe.ts', code: "import { Subject } from 'rxjs';\nimport { DEFAULT_DELIVERY_COORDINATE } from 'shared-domain';\nexport { Subject, DEFAULT_DELIVERY_COORDINATE };\n" },
      ]);
      expect(snippets.map((messages) => messages.length)).toEqual([0, 1, 0]);
    }, 30_000);
  });

  describe('shared-domain, which the browser and the API both run', () => {
    const file = 'shared-domain/src/probe.ts';
    const refused: [what: string, line: string][] = [
      ['react', "import { useState } from 'react';"],
      ['react-dom', "import { createRoot } from 'react-dom/client';"],
      ['rxjs', "import { Subject } from 'rxjs';"],
      ['styled-components', "import styled from 'styled-components';"],
      ['i18next', "import i18next from 'i18next';"],
      ['@apollo/client', "import { gql } from '@apollo/client';"],
      ['shared-events', "import { getEventBus } from 'shared-events';"],
      ['shared-events by path', "import { events } from '../../shared-events/src/events';"],
      ['the design system', "import { theme } from 'design-system';"],
      ['remote-kit', "import { RemoteFragment } from 'remote-kit';"],
      ['a remote', "import { HomePage } from '../../mf-catalog/src/home/home-page';"],
      ['shell source', "import { x } from '../../shell/src/i18n/i18n';"],
      ['infra source', "import { messages } from '../../infra/api/src/messages';"],
      ['a Node API', "import { readFileSync } from 'node:fs';"],
      ['a Node API without its prefix', "import { createHash } from 'crypto';"],
    ];

    it('imports no framework, no other workspace and no Node API', async () => {
      const { snippets } = await lint(refused.map(([, line]) => ({ file, code: `${line}\nexport const probe = 1;\n` })));
      for (const [i, [what]] of refused.entries()) expect(snippets[i], what).toHaveLength(1);
    }, 30_000);

    it('may import zod and its own files, whatever they are called', async () => {
      const code = "import { z } from 'zod';\nimport { normalisePhone } from './phone';\nimport { events } from './events';\nexport { z, normalisePhone, events };\n";
      expect(await restrictedImports(file, code)).toEqual([]);
    });
  });

  describe('the design system, which every app shares', () => {
    it('may not import shell source or a remote', async () => {
      const file = 'shell/design-system/src/probe.ts';
      const { snippets } = await lint([
        { file, code: "import { initI18n } from '../../src/i18n/i18n';\nexport { initI18n };\n" },
        { file: 'shell/design-system/src/nested/probe.ts', code: "import { x } from '../../../src/session/session';\nexport { x };\n" },
        { file, code: "import { x } from 'shell/src/i18n/i18n';\nexport { x };\n" },
        { file, code: "import x from 'mf-cart/src/app';\nexport { x };\n" },
        { file, code: "import { HomePage } from '../../../mf-catalog/src/home/home-page';\nexport { HomePage };\n" },
        { file, code: "import plugin from '../../../infra/build/src/runtime/resilience-plugin';\nexport { plugin };\n" },
        { file, code: "import { formatPrice } from 'shared-domain';\nimport { theme } from './theme';\nexport { formatPrice, theme };\n" },
      ]);
      expect(snippets.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    }, 30_000);
  });

  it('hold for the code shared-domain, shared-events and the design system ship today', async () => {
    const results = (await lint([], ['shared-domain/src/**/*.ts', 'shared-events/src/**/*.ts', 'shell/design-system/src/**/*.{ts,tsx}'])).files;
    const violations = results.flatMap((r) => r.messages.map((message) => `${r.file}: ${message}`));
    expect(new Set(results.map((r) => r.file.split('/').slice(0, 2).join('/')))).toEqual(new Set(['shared-domain/src', 'shared-events/src', 'shell/design-system']));
    expect(violations).toEqual([]);
  }, 60_000);

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

describe('one design system', () => {
  const probes = {
    styledButton: "import styled from 'styled-components';\nexport const Pay = styled.button`padding: 0;`;\n",
    styledButtonWithProps: "import styled from 'styled-components';\nexport const Chip = styled.button<{ $on: boolean }>`padding: 0;`;\n",
    styledSelectCall: "import styled from 'styled-components';\nexport const Sort = styled('select')`padding: 0;`;\n",
    hexInCss: "import styled from 'styled-components';\nexport const Pill = styled.span`background: #ffa400;`;\n",
    hexInJsx: 'export const Mark = () => <rect fill="#0099ff" />;\n',
    rgbInStyle: "export const Note = () => <span style={{ color: 'rgb(82, 96, 109)' }} />;\n",
  };

  async function syntaxMessages(file: string, codes: string[]): Promise<string[][]> {
    return (await lint(codes.map((code) => ({ file, code })), [], ['no-restricted-syntax'])).snippets;
  }

  it('flags a raw styled button or select and a colour literal in a remote and in the shell', async () => {
    for (const file of ['mf-cart/src/probe.tsx', 'shell/src/probe.tsx', 'shell/remote-kit/src/probe.tsx']) {
      const results = await syntaxMessages(file, Object.values(probes));
      expect(results.map((messages) => messages.length)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(results[0]![0]).toMatch(/design system's Button/);
      expect(results[3]![0]).toMatch(/theme/);
    }
  }, 60_000);

  it('lets the design system own them, and leaves the primitives, tokens and url fragments alone', async () => {
    expect((await syntaxMessages('shell/design-system/src/probe.tsx', Object.values(probes))).flat()).toEqual([]);
    const clean = [
      "import styled from 'styled-components';\nimport { ButtonBase } from 'design-system';\nexport const Chip = styled(ButtonBase)`color: ${({ theme }) => theme.colors.text.primary};`;\n",
      "export const skip = '#main-content';\nexport const anchor = '#add-to-cart';\n",
    ];
    expect((await syntaxMessages('mf-cart/src/probe.tsx', clean)).flat()).toEqual([]);
  }, 30_000);

  it('holds for the code the shell and the remotes ship today', async () => {
    const results = (await lint([], ['shell/src/**/*.{ts,tsx}', 'shell/remote-kit/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'], ['no-restricted-syntax'])).files;
    const violations = results.flatMap((r) => r.messages.map((message) => `${r.file}: ${message}`));
    expect(results.length).toBeGreaterThan(100);
    expect(violations).toEqual([]);
  }, 120_000);
});
