import type { AreaRemoteNav } from '@panel/shared-core';
import navJson from './nav.json';

/**
 * The menu of this remote. The build copies nav.json next to the manifest, so the shell draws and
 * gates the menu without downloading any of this remote's code.
 */
export const nav = navJson as AreaRemoteNav;
