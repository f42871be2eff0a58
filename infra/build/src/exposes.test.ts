// Every fragment and service id of shared-events' typed map is exposed by the remote it names, from a
// file that exists, and a remote exposes nothing else besides its `./app`: a misspelt id in the map
// or in an app's `exposes` fails here (a misspelt id in code is already a type error).
import fs from 'node:fs';
import path from 'node:path';
import { FRAGMENT_IDS, SERVICE_IDS } from 'shared-events';

const root = path.resolve(__dirname, '../../..');
const REMOTES = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account'] as const;

// Each remote's webpack config is `createAppConfig({ name, exposes, ... })`; read the options it names.
jest.mock('infra-build', () => ({ createAppConfig: (options: unknown) => options }));

function exposesOf(remote: (typeof REMOTES)[number]): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const options = require(path.join(root, remote, 'webpack.config.cjs')) as { name: string; exposes?: Record<string, string> };
  expect(options.name).toBe(remote);
  return options.exposes ?? {};
}

const containerOf = (remote: string) => remote.replace(/[^a-zA-Z0-9_]/g, '_');

describe("the remotes' exposes and shared-events' fragment map", () => {
  const exposed = REMOTES.flatMap((remote) =>
    Object.entries(exposesOf(remote)).map(([key, file]) => ({ id: `${containerOf(remote)}/${key.replace(/^\.\//, '')}`, file: path.join(root, remote, file) })),
  );

  it.each([...FRAGMENT_IDS, ...SERVICE_IDS])('%s is exposed by its remote, from a file that exists', (id) => {
    const entry = exposed.find((e) => e.id === id);
    expect(entry, id).toBeDefined();
    expect(fs.existsSync(entry!.file), entry!.file).toBe(true);
  });

  it('holds every exposed module but the apps', () => {
    const typed = new Set<string>([...FRAGMENT_IDS, ...SERVICE_IDS]);
    const untyped = exposed.map((e) => e.id).filter((id) => !id.endsWith('/app') && !typed.has(id));
    expect(untyped).toEqual([]);
    expect(exposed.filter((e) => e.id.endsWith('/app')).map((e) => e.id).sort()).toEqual(REMOTES.map((r) => `${containerOf(r)}/app`).sort());
  });
});
