/**
 * Every call of the contract with its schemas: what the reference server mounts, the OpenAPI document describes, the
 * conformance check tries and the panel checks its answers against in development and in tests. It carries the
 * schemas (zod): the panel's pages never import it (the check loads it only outside production builds).
 */
import type { Call, Method } from './define';
import { authCalls } from './auth';
import { companyCalls } from './companies';
import { fileCalls } from './files';
import { clientErrorCalls } from './client-errors';
import { imageCalls } from './images';
import { listingCalls } from './listings';
import { listingViewCalls } from './listing-views';
import { pixelCalls } from './pixels';
import { profileCalls } from './profile';
import { applicationCalls, manageApplicationCalls } from './applications';
import { clientCommentCalls, commentTemplateCalls, manageCommentCalls } from './comments';
import { ownCompanyCalls } from './company';
import { domainCalls } from './domains';
import { applicationChoiceCalls } from './application-choices';
import { invitationCalls } from './invitations';
import { statisticCalls } from './statistics';
import { companyUserCalls, teamCalls } from './team';
import { referralLinkCalls } from './referral-links';
import { roleCalls } from './roles';
import { tariffCalls, tierCalls } from './tariffs';
import { manageUserCalls, userCalls } from './users';
import { botCalls } from './bots';
import { funnelCalls } from './funnels';
import { pushCalls } from './push';
import {
  notificationTemplateCalls,
  oneSignalTemplateCalls,
  pushTemplateCalls,
  systemFunnelTemplateCalls,
} from './templates';
import type { CallSchema } from './schemas/define';
import { botSchemas } from './schemas/bots';
import { funnelSchemas } from './schemas/funnels';
import { pushSchemas } from './schemas/push';
import {
  notificationTemplateSchemas,
  oneSignalTemplateSchemas,
  pushTemplateSchemas,
  systemFunnelTemplateSchemas,
} from './schemas/templates';
import { authSchemas } from './schemas/auth';
import { companySchemas } from './schemas/companies';
import { fileSchemas } from './schemas/files';
import { clientErrorSchemas } from './schemas/client-errors';
import { imageSchemas } from './schemas/images';
import { listingSchemas } from './schemas/listings';
import { listingViewSchemas } from './schemas/listing-views';
import { pixelSchemas } from './schemas/pixels';
import { profileSchemas } from './schemas/profile';
import { applicationSchemas, manageApplicationSchemas } from './schemas/applications';
import { clientCommentSchemas, commentTemplateSchemas, manageCommentSchemas } from './schemas/comments';
import { ownCompanySchemas } from './schemas/company';
import { domainSchemas } from './schemas/domains';
import { applicationChoiceSchemas } from './schemas/application-choices';
import { invitationSchemas } from './schemas/invitations';
import { statisticSchemas } from './schemas/statistics';
import { companyUserSchemas, teamSchemas } from './schemas/team';
import { referralLinkSchemas } from './schemas/referral-links';
import { roleSchemas } from './schemas/roles';
import { tariffSchemas, tierSchemas } from './schemas/tariffs';
import { manageUserSchemas, userSchemas } from './schemas/users';

/** A call and its schemas. */
export type ContractCall = Call & CallSchema;

type Table = Readonly<Record<string, Call>>;

interface Resource {
  calls: Table;
  /** Its schema table: the same keys (`defineCalls` types them so, and `join` checks). */
  schemas: Readonly<Record<string, CallSchema>>;
  /** What the resource is, for the document's tag. */
  about: string;
}

/** Every resource of the contract, in the order the document lists them. */
const resources: readonly Resource[] = [
  {
    calls: authCalls,
    schemas: authSchemas,
    about: 'Signing in and out, registration, invitations, Telegram, who is signed in',
  },
  {
    calls: profileCalls,
    schemas: profileSchemas,
    about: 'The signed-in user’s own profile (their name) and password',
  },
  {
    calls: listingCalls,
    schemas: listingSchemas,
    about: 'The server-driven listings: their description, pages of rows, totals and bulk actions',
  },
  {
    calls: listingViewCalls,
    schemas: listingViewSchemas,
    about: 'Named views of a listing: kept per user, shared with the company, one of them the default',
  },
  { calls: pixelCalls, schemas: pixelSchemas, about: 'The company’s tracking pixels and their form' },
  {
    calls: applicationCalls,
    schemas: applicationSchemas,
    about: 'The company’s applications: their form, their record, a copy, deactivating and deleting one',
  },
  {
    calls: applicationChoiceCalls,
    schemas: applicationChoiceSchemas,
    about: 'The company’s applications searched as one types, for every application picker',
  },
  {
    calls: manageApplicationCalls,
    schemas: manageApplicationSchemas,
    about: 'The administrators’ applications of every company: their form, restoring, deactivating, deleting',
  },
  {
    calls: clientCommentCalls,
    schemas: clientCommentSchemas,
    about: 'The comments of the company’s applications: their order, templates and the platform’s sets',
  },
  {
    calls: manageCommentCalls,
    schemas: manageCommentSchemas,
    about: 'The administrators’ comments of any application: the company’s calls under /manage',
  },
  {
    calls: commentTemplateCalls,
    schemas: commentTemplateSchemas,
    about: 'The company’s comment templates, made from an application’s comments',
  },
  {
    calls: statisticCalls,
    schemas: statisticSchemas,
    about: 'The daily figures of a company or of one of its applications',
  },
  {
    calls: ownCompanyCalls,
    schemas: ownCompanySchemas,
    about: 'The signed-in user’s company: its profile, deposits to its balance, the tariffs and its usage',
  },
  {
    calls: teamCalls,
    schemas: teamSchemas,
    about: 'The company’s team: adding a member with a password, a member’s name and role, removing one',
  },
  {
    calls: companyUserCalls,
    schemas: companyUserSchemas,
    about: 'The company’s users: their name, role and language, and their status',
  },
  {
    calls: invitationCalls,
    schemas: invitationSchemas,
    about: 'Invitations into the company: inviting, sending again, revoking',
  },
  {
    calls: domainCalls,
    schemas: domainSchemas,
    about: 'The company’s domains: adding a custom one, its DNS zone and a check',
  },
  {
    calls: pushCalls,
    schemas: pushSchemas,
    about: 'The company’s push notifications: single and regular, their form, copies',
  },
  {
    calls: funnelCalls,
    schemas: funnelSchemas,
    about: 'The company’s OneSignal funnels, OneSignal single notifications and system funnels',
  },
  {
    calls: botCalls,
    schemas: botSchemas,
    about: 'The company’s Telegram bot and notification switches, and the administrators’ switch of any bot',
  },
  {
    calls: pushTemplateCalls,
    schemas: pushTemplateSchemas,
    about: 'The administrators’ push templates, which the companies start their pushes from',
  },
  {
    calls: oneSignalTemplateCalls,
    schemas: oneSignalTemplateSchemas,
    about: 'The administrators’ OneSignal funnel templates: steps the companies’ funnels start from',
  },
  {
    calls: systemFunnelTemplateCalls,
    schemas: systemFunnelTemplateSchemas,
    about: 'The administrators’ system funnel templates: a trigger and its steps',
  },
  {
    calls: notificationTemplateCalls,
    schemas: notificationTemplateSchemas,
    about: 'The administrators’ notification templates: the texts the companies are told of events with',
  },
  {
    calls: fileCalls,
    schemas: fileSchemas,
    about: 'Uploads: a file for a while, kept for good, and its bytes',
  },
  {
    calls: clientErrorCalls,
    schemas: clientErrorSchemas,
    about: 'The panel’s own errors: reported by its pages, shown on the remotes’ health screen',
  },
  {
    calls: imageCalls,
    schemas: imageSchemas,
    about: 'The demo’s generated images: icons, avatars, screenshots',
  },
  {
    calls: userCalls,
    schemas: userSchemas,
    about: 'The users area: every user of the platform, their screen and form',
  },
  {
    calls: manageUserCalls,
    schemas: manageUserSchemas,
    about: 'The administrators’ users: their company, role and rights, their status, signing in as them',
  },
  {
    calls: companyCalls,
    schemas: companySchemas,
    about: 'The administrators’ companies (their form, a manual deposit) and the platform’s domains',
  },
  { calls: roleCalls, schemas: roleSchemas, about: 'The administrators’ roles: named sets of permissions' },
  {
    calls: tariffCalls,
    schemas: tariffSchemas,
    about: 'The administrators’ tariffs, their limits and features',
  },
  {
    calls: tierCalls,
    schemas: tierSchemas,
    about: 'The subscription tiers of a tariff: a price per install for a range of installs',
  },
  {
    calls: referralLinkCalls,
    schemas: referralLinkSchemas,
    about: 'The administrators’ referral links and the companies registered through them',
  },
];

function join({ calls, schemas }: Resource): ContractCall[] {
  for (const key of Object.keys(schemas))
    if (!calls[key]) throw new Error(`The contract has schemas for ${key} but no call of that name`);
  return Object.entries(calls).map(([key, call]) => {
    const schema = schemas[key];
    if (!schema) throw new Error(`${call.id} has no schemas`);
    return { ...call, ...schema };
  });
}

export const contractCalls: readonly ContractCall[] = resources.flatMap(join);

/** The resources by the name their calls' ids start with (`pixels`), and what each is. */
export const contractResources: readonly { name: string; about: string }[] = resources.map(
  ({ calls, about }) => ({
    name: Object.values(calls)[0]!.id.split('.')[0]!,
    about,
  }),
);

const byId = new Map(contractCalls.map((call) => [call.id, call]));

/** The call of this id (`pixels.edit`), with its schemas. */
export function contractCall(id: string): ContractCall | undefined {
  return byId.get(id);
}

/**
 * The call a request reaches: its method, and its path under the API's base (`/client/pixels/7/edit`). A literal
 * segment wins over a parameter, as the server's router decides (`/comment/search` before `/comment/{id}`).
 */
export function matchCall(method: Method, path: string): ContractCall | undefined {
  const segments = path.replace(/\/+$/, '').split('/');
  let best: { call: ContractCall; score: number } | undefined;
  for (const call of contractCalls) {
    if (call.method !== method) continue;
    const pattern = call.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    let score = 0;
    const fits = pattern.every((part, index) => {
      if (/^\{[^}]+\}$/.test(part)) return segments[index] !== '';
      score += 1;
      return part === segments[index];
    });
    if (fits && (!best || score > best.score)) best = { call, score };
  }
  return best?.call;
}
