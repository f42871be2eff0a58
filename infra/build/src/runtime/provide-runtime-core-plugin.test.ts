import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCorePlugin, { provideRuntimeCore, RUNTIME_CORE_GLOBAL } from './provide-runtime-core-plugin';

describe('provideRuntimeCore', () => {
  it('puts the shell’s runtime-core where the remotes’ builds read it', () => {
    const page: Record<string, unknown> = {};
    provideRuntimeCore(page);
    // a namespace import is a fresh wrapper object per importing module: compare what it wraps
    expect((page[RUNTIME_CORE_GLOBAL] as typeof runtimeCore).Global).toBe(runtimeCore.Global);
    expect(RUNTIME_CORE_GLOBAL).toBe('_FEDERATION_RUNTIME_CORE');
  });

  it('keeps the runtime already on the page, so loaded remotes never see it swapped', () => {
    const first = { loadRemote: () => undefined };
    const page: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: first };
    provideRuntimeCore(page);
    expect(page[RUNTIME_CORE_GLOBAL]).toBe(first);
  });

  it('provides it before the federation instance initialises, passing the options through', () => {
    const plugin = provideRuntimeCorePlugin();
    const args = { options: { name: 'shell' } } as unknown as Parameters<NonNullable<typeof plugin.beforeInit>>[0];
    expect(plugin.beforeInit?.(args)).toBe(args);
    expect(((runtimeCore.Global as unknown as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] as typeof runtimeCore).Global).toBe(runtimeCore.Global);
  });
});
