// Layout route of every page that reads the API: loaded lazily, so the home page's first chunk
// does not carry the GraphQL client.
import { Outlet } from 'react-router-dom';
import { CatalogApollo } from './catalog-apollo';

export default function ApolloOutlet() {
  return (
    <CatalogApollo>
      <Outlet />
    </CatalogApollo>
  );
}
