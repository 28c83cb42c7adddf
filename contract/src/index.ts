/**
 * The contract's light entry: what the panel's code imports at run time (constant lists, and the calls' types).
 */
export * from './schemas/applications';
export * from './schemas/auth';
export * from './schemas/bots';
export * from './schemas/comments';
export * from './schemas/companies';
export * from './schemas/company';
export * from './schemas/domains';
export * from './schemas/files';
export * from './schemas/forms';
export * from './schemas/funnels';
export * from './schemas/invitations';
export * from './schemas/listings';
export * from './schemas/pixels';
export * from './schemas/push';
export * from './schemas/referral-links';
export * from './schemas/roles';
export * from './schemas/statistics';
export * from './schemas/tariffs';
export * from './schemas/team';
export * from './schemas/templates';
export * from './schemas/users';
