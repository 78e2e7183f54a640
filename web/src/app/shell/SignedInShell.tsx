import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { createApolloClient } from '../apollo';
import { AppShell } from './AppShell';

/**
 * The shell with its GraphQL client. Only signed-in screens use GraphQL, so Apollo is part of this lazily loaded
 * module and the public pages (landing, sign-in) never download it. A new sign-in gets a fresh, empty cache.
 */
export function SignedInShell() {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <AppShell />
    </ApolloProvider>
  );
}
