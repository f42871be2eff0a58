// Module Federation runtime plugin for the shell only: puts the shell's federation runtime-core on
// the page, where the remotes' production builds look for it (their `externalRuntime`), so a page
// runs one runtime-core instead of one per remote (ADR 011). It imports runtime-core as an ES
// module, the same file the shell's bundler runtime uses, so the shell carries a single copy.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The global name the remotes' builds read (set by @module-federation/enhanced's externalRuntime). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export function provideRuntimeCore(target: Record<string, unknown> = runtimeCore.Global as unknown as Record<string, unknown>): void {
  // The first provider wins: a second host on the page must not swap the runtime under loaded remotes.
  target[RUNTIME_CORE_GLOBAL] ??= runtimeCore;
}

export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
