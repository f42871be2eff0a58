// `mf_catalog/product-rail` for other teams (the cart's recommendations). Registers the catalog's
// translations on import.
import i18next from 'i18next';
import { addResources } from 'remote-kit';
import { type ProductRailProps } from 'shared-events';
import { resources } from '../../resources';
import { ProductRail } from './product-rail';

addResources(i18next, resources);

export default function ProductRailFragment(props: ProductRailProps) {
  return <ProductRail {...props} />;
}
