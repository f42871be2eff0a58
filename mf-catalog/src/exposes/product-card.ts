export { default } from '../fragments/product-card/index';
