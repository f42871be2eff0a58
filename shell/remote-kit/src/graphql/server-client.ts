// On the server, the renderer's own GraphQL client for the request (one per render, never shared
// between shoppers); in the browser there is none and pages use the page's client of their domain.
import { createContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { CachePolicy } from './cache-policy';

export const ServerGraphQLContext = createContext<((policy: CachePolicy) => ApolloClient) | null>(null);
