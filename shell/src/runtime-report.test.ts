import i18next from 'i18next';
import * as React from 'react';
import styled from 'styled-components';
import { getEventBus, SHARED_EVENTS_COPY } from 'shared-events';
import { Subject } from 'rxjs';
import { Button } from 'design-system';
import { reportRuntime } from './runtime-report';

describe('reportRuntime', () => {
  it("records the shell's singletons and the copy of shared-events it runs, beside the remotes' entries", () => {
    const runtime = ((globalThis as unknown as { __STOREFRONT_RUNTIME__?: Record<string, unknown> }).__STOREFRONT_RUNTIME__ ??= {});
    runtime['mf-cart'] = { sharedEventsCopy: SHARED_EVENTS_COPY };

    reportRuntime('shell');

    const shell = runtime.shell as Record<string, unknown>;
    expect(Object.keys(shell).sort()).toEqual(['bus', 'i18next', 'probe', 'react', 'sharedEventsCopy', 'styled']);
    // a namespace import is a fresh wrapper object per importing module: compare what it wraps
    expect((shell.react as typeof React).createElement).toBe(React.createElement);
    expect(shell.styled).toBe(styled);
    expect(shell.i18next).toBe(i18next);
    expect(shell.bus).toBe(getEventBus());
    expect(shell.sharedEventsCopy).toBe(SHARED_EVENTS_COPY);
    expect(runtime['mf-cart']).toEqual({ sharedEventsCopy: SHARED_EVENTS_COPY });
  });

  it('loads the identities of the libraries used later only when probed, the same ones the shell imports', async () => {
    reportRuntime('shell');
    const runtime = (globalThis as unknown as { __STOREFRONT_RUNTIME__: Record<string, Record<string, unknown>> }).__STOREFRONT_RUNTIME__;
    const identities = await (runtime.shell!.probe as () => Promise<Record<string, unknown>>)();
    expect(Object.keys(identities).sort()).toEqual([
      '@apollo/client',
      'design-system',
      'graphql',
      'react-dom',
      'react-dom/client',
      'react-i18next',
      'react-router-dom',
      'react/jsx-runtime',
      'rxjs',
    ]);
    expect(identities.rxjs).toBe(Subject);
    expect(identities['design-system']).toBe(Button);
    expect(Object.values(identities).every((identity) => typeof identity === 'function' || typeof identity === 'object')).toBe(true);
  });
});
