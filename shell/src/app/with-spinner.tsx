import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@panel/shared-core/ui';

/** docs/product.md, "Addresses": a spinner is shown while screens load. */
export function withSpinner(node: ReactNode) {
  return <Suspense fallback={<PageSpinner />}>{node}</Suspense>;
}
