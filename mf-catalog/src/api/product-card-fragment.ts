import { gql } from '@apollo/client';
import { PRODUCT_CARD_FIELDS_SOURCE } from '../shared/product-fields';

/** The card fields as a parsed fragment, for the Apollo documents. */
export const PRODUCT_CARD_FIELDS = gql(PRODUCT_CARD_FIELDS_SOURCE);
