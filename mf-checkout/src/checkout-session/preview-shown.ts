// How a checkout screen's preview (checkout-preview.tsx) tells the route that shows it (routes.tsx,
// Screen) it has painted, so the screen itself is asked for then. Apart, so the routes do not bring
// the preview's code with them.
import { createContext } from 'react';

/** Told once the preview shows what it will show until the screen itself comes. */
export const PreviewShownContext = createContext<(() => void) | null>(null);
