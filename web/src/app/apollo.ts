import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One Apollo Client for the supergraph behind the gateway. The session cookie goes
 * with every request; cached data stays fresh until logout clears it.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
