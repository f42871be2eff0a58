// Renders account components as a host page does: the design system in the page direction and a
// router whose current location tests can read (the page's i18next: see ./i18n).
import { type ReactElement } from 'react';
import { renderInFrame, type FrameOptions } from 'remote-kit/testing';

export { LocationProbe } from 'remote-kit/testing';

export const renderInStore = (ui: ReactElement, options: Omit<FrameOptions, 'i18n'> = {}) => renderInFrame(ui, options);
