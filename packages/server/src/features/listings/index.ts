/** A landlord's listings ("anuncios"), one per property. */
export { listingRoutes } from './routes';
export { listingsOfProperties } from './service';
export { applyListingGate, hiddenByItsListings } from './visibility';
