// One identity from each shared library that an app does not need for its first render: the
// router, Apollo, graphql, rxjs, react-i18next and the design system. Loaded only when asked (the
// end-to-end harness does), so no app pays for these imports up front; a library bundled twice
// shows up here as two different identities.
import { jsx } from 'react/jsx-runtime';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApolloClient } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Subject } from 'rxjs';
import { Button } from 'design-system';

export const sharedIdentities: Readonly<Record<string, unknown>> = Object.freeze({
  'react/jsx-runtime': jsx,
  'react-dom': createPortal,
  'react-dom/client': createRoot,
  'react-router-dom': Link,
  'react-i18next': useTranslation,
  '@apollo/client': ApolloClient,
  graphql: GraphQLError,
  rxjs: Subject,
  'design-system': Button,
});
