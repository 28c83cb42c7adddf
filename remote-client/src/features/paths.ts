/**
 * Each feature owns its paths (`<feature>/paths.ts`). These re-exports remain only for the files that still import
 * them from here, until those files move their imports to their own feature.
 */
export { DOMAINS_PATH } from './domains/paths';
export { PIXELS_PATH } from './pixels/paths';
export { TEAM_PATH } from './team/paths';
export { BOTS_PATH } from './telegram-bots/paths';
