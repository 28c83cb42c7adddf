/**
 * The users: the demo accounts (accounts.ts), the platform's moderators, Acme's team, an owner for every other
 * company and a few members of the two other named companies. Sets each company's `owner_id`.
 */
import { demoAccounts, demoTelegramId } from '../../accounts';
import { hashPassword } from '../../passwords';
import { iso } from '../store';
import type { User } from '../types';
import { ACME_COMPANY_ID, ROLE_IDS, avatarUrl, slug, type SeedContext } from './context';

/**
 * The seed's password hashes, made once per process: scrypt is slow on purpose, and the browser tests reseed before
 * every test. Only a handful of passwords are seeded (the demo accounts' and everyone else's one default).
 */
const seededHashes = new Map<string, string>();
function seedHash(password: string, salt: string): string {
  const key = `${salt}\u0000${password}`;
  let hash = seededHashes.get(key);
  if (hash === undefined) seededHashes.set(key, (hash = hashPassword(password, salt)));
  return hash;
}

/** Seeds the users; answers Acme's owner (the invitations and referral links name them). */
export function seedUsers({ store, rnd, ago, personName }: SeedContext): User {
  const publicId = (): string => `usr_${rnd.hex(12)}`;
  const salt = 'seed';
  const defaultHash = seedHash('password123', salt);
  const addUser = (fields: Partial<User> & Pick<User, 'name' | 'email'>): User =>
    store.users.insert({
      public_id: publicId(),
      password_hash: defaultHash,
      password_salt: salt,
      status: 'active',
      company_id: null,
      role_id: null,
      is_admin: false,
      telegram_id: null,
      locale: 'ru',
      avatar_url: avatarUrl(store.users.size + 1),
      created_at: iso(ago(30, 700)),
      last_login_at: iso(ago(0, 20)),
      ...fields,
    });
  const withPassword = (password: string) => ({
    password_hash: seedHash(password, salt),
    password_salt: salt,
  });

  addUser({
    name: 'Irina Volkova',
    email: demoAccounts.admin.email,
    ...withPassword(demoAccounts.admin.password),
    is_admin: true,
    role_id: ROLE_IDS.administrator,
    locale: 'ru',
  });
  const owner = addUser({
    name: 'Oleg Petrov',
    email: demoAccounts.owner.email,
    ...withPassword(demoAccounts.owner.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.owner,
    telegram_id: demoTelegramId,
  });
  addUser({
    name: 'Maria Ivanova',
    email: demoAccounts.member.email,
    ...withPassword(demoAccounts.member.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.analyst,
    locale: 'en',
  });
  addUser({
    name: 'Boris Sokolov',
    email: demoAccounts.blocked.email,
    ...withPassword(demoAccounts.blocked.password),
    company_id: ACME_COMPANY_ID,
    role_id: ROLE_IDS.support,
    status: 'blocked',
  });
  // Other platform administrators (moderators).
  for (let i = 1; i <= 3; i++) {
    addUser({
      name: personName(),
      email: `moderator${i}@panel.test`,
      is_admin: true,
      role_id: ROLE_IDS.moderator,
    });
  }
  // Acme's team.
  const teamRoles = [
    ROLE_IDS.manager,
    ROLE_IDS.analyst,
    ROLE_IDS.support,
    ROLE_IDS.marketer,
    ROLE_IDS.finance,
  ];
  for (let i = 1; i <= 36; i++) {
    const name = personName();
    addUser({
      name,
      email: `${slug(name).replace('-', '.')}.${i}@acme.test`,
      company_id: ACME_COMPANY_ID,
      role_id: rnd.pick(teamRoles),
      status: rnd.weighted([
        ['active', 8],
        ['blocked', 1],
        ['invited', 1],
      ] as const),
      locale: rnd.bool(0.7) ? 'ru' : 'en',
    });
  }
  // An owner for every other company; a few members for the two other named companies.
  for (const company of store.companies.rows) {
    if (company.id === ACME_COMPANY_ID) {
      company.owner_id = owner.id;
      continue;
    }
    const name = personName();
    const user = addUser({
      name,
      email: `${slug(name).replace('-', '.')}.${company.id}@${slug(company.name)}.test`,
      company_id: company.id,
      role_id: ROLE_IDS.owner,
      status: company.status === 'blocked' ? 'blocked' : 'active',
      locale: rnd.bool(0.6) ? 'ru' : 'en',
      created_at: company.created_at,
    });
    company.owner_id = user.id;
    if (company.id <= 3) {
      for (let i = 1; i <= 6; i++) {
        const member = personName();
        addUser({
          name: member,
          email: `${slug(member).replace('-', '.')}.${i}@${slug(company.name)}.test`,
          company_id: company.id,
          role_id: rnd.pick(teamRoles),
        });
      }
    }
  }
  return owner;
}
