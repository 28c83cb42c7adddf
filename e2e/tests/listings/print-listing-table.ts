/**
 * Prints the listing table of docs/listings.md (between its BEGIN/END markers), from the registry and the
 * remotes' nav.json. Run from e2e/: `pnpm exec tsx tests/listings/print-listing-table.ts`
 */
import { listingTableMarkdown } from './listing-map';

process.stdout.write(`${listingTableMarkdown()}\n`);
