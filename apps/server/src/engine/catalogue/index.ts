export { type Catalogue, CatalogueError, loadCatalogue } from './load-catalogue.js';
