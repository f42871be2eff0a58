export { default } from '../fragments/product-rail/index';
