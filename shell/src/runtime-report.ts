import * as React from 'react';
import i18next from 'i18next';
import styled from 'styled-components';
import { getEventBus, SHARED_EVENTS_COPY } from 'shared-events';
import { probeSharedLibraries, recordRuntime } from 'remote-kit';

/** Records the shell's own singletons beside the remotes' (see remote-kit's runtime record). */
export function reportRuntime(app: string): void {
  recordRuntime(app, { react: React, styled, i18next, bus: getEventBus(), sharedEventsCopy: SHARED_EVENTS_COPY, probe: probeSharedLibraries });
}
