// `mf_catalog/product-rail` for other teams (the cart's recommendations). Registers the catalog's
// translations on import.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import { type FragmentComponent, type ProductRailProps } from 'shared-events';
import { resources } from '../../resources';
import { ProductRail } from './product-rail';

addResources(i18next, resources);

function ProductRailFragment(props: ProductRailProps) {
  return <ProductRail {...props} />;
}

// checked against the props shared-events declares for this id
export default ProductRailFragment satisfies FragmentComponent<'mf_catalog/product-rail'>;
