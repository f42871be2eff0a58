// `mf_catalog/product-rail` for other teams (the cart's recommendations). Brings the catalog's own
// GraphQL client and registers its translations on import.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import { type ProductRailProps } from 'shared-events';
import { CatalogApollo } from '../../api/catalog-apollo';
import { resources } from '../../resources';
import { ProductRail } from './product-rail';

addResources(i18next, resources);

export default function ProductRailFragment(props: ProductRailProps) {
  return (
    <CatalogApollo>
      <ProductRail {...props} />
    </CatalogApollo>
  );
}
