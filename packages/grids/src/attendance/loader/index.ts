export { BlockLoader, type BlockLoaderOptions, blockLoaderDefaults } from './block-loader';
export { useBlockLoader } from './use-block-loader';
