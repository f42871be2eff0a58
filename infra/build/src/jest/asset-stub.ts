// Stands in for font and image files in unit tests.
export default 'asset-stub';
