/** The table of listings is the contract's (@panel/contract, listings.ts): the server serves what it lists. */
export {
  findListing,
  listingRegistry,
  type ListingArea,
  type ListingRegistryEntry,
  type ListingScope,
} from '@panel/contract';
