/**
 * The contract's light entry: what the panel's code imports at run time (constant lists, and the calls' types).
 */
export * from './applications';
export * from './application-choices';
export * from './auth';
export * from './bots';
export * from './comments';
export * from './companies';
export * from './company';
export * from './domains';
export * from './files';
export * from './forms';
export * from './funnels';
export * from './client-errors';
export * from './images';
export * from './invitations';
export * from './listings';
export * from './listing-views';
export * from './pixels';
export * from './profile';
export * from './push';
export * from './referral-links';
export * from './roles';
export * from './statistics';
export * from './tariffs';
export * from './team';
export * from './templates';
export * from './users';
export * from './versions';
export * from './languages';
export * from './search';
export * from './define';
export * from './permissions';
export * from './rules';
export * from './money';
export * from './hostname';
export * from './support';
