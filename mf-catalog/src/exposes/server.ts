// The remote's server render, loaded by the gateway through the federation runtime for Node (ADR 018):
// the same routes and providers the browser mounts, rendered to HTML with the answers they read.
import { createServerRenderer } from 'remote-kit/server';
import { resources } from '../resources';
import { AppRoutes } from '../routes';

export const renderPage = createServerRenderer({ name: 'mf-catalog', resources, Root: AppRoutes });
