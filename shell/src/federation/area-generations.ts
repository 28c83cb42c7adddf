import { atom } from '@panel/shared-core';
import type { RemoteName } from '../config/runtime-config';

/**
 * How many times each area was reloaded from a new deployment (version-watch.ts): the area's mount is keyed by it,
 * so a reload starts the area again. A module of its own so that the area does not pull in the version watch.
 */
export const areaGenerationAtom = atom<Record<RemoteName, number>>({ client: 0, manage: 0, users: 0 });
