import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      {/* Location changes render at once, not in a transition: Apollo's useQuery applies changed variables while
          rendering, so a transition's alternating renders (old and new address) fetched both searches over and over,
          a loop that held the college search's results for seconds under load. */}
      <BrowserRouter useTransitions={false}>
        <AppRouter />
      </BrowserRouter>
    </AppProviders>
  );
}
