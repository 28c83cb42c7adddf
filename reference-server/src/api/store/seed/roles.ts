/** The roles (ids in ROLE_IDS): the platform administrator's, the company owner's and the team roles. */
import { COMPANY_PERMISSIONS, MANAGE_PERMISSIONS } from '../../permissions';
import { DAY, iso } from '../store';
import type { SeedContext } from './context';

export function seedRoles({ store, now }: SeedContext): void {
  const companyAll = [...COMPANY_PERMISSIONS];
  const roles: [string, string, string[], boolean][] = [
    ['Administrator', 'Platform administrator: every administration area', [...MANAGE_PERMISSIONS], true],
    ['Owner', 'Company owner: everything inside the company', companyAll, true],
    [
      'Manager',
      'Runs applications, marketing and messaging',
      companyAll.filter(
        (p) => !['company.update', 'company.deposit', 'team.manage', 'user.manage'].includes(p),
      ),
      false,
    ],
    ['Analyst', 'Reads applications and statistics', ['application.view', 'statistics.view'], true],
    ['Support', 'Answers reviews', ['application.view', 'comment.manage'], false],
    [
      'Marketer',
      'Pixels, pushes and funnels',
      ['application.view', 'pixel.manage', 'push.manage', 'funnel.manage', 'statistics.view'],
      false,
    ],
    ['Finance', 'Balance and tariffs', ['company.deposit', 'tariff.view', 'statistics.view'], false],
    [
      'Moderator',
      'Platform moderator: applications and templates',
      ['manage.applications', 'manage.templates', 'manage.statistics'],
      false,
    ],
    // Nobody has this one, so the roles listing has a row whose delete action succeeds.
    ['Auditor', 'Read-only statistics, not assigned yet', ['statistics.view', 'tariff.view'], false],
  ];
  for (const [name, description, permissions, isSystem] of roles) {
    store.roles.insert({
      name,
      description,
      permissions,
      is_system: isSystem,
      created_at: iso(now - 400 * DAY),
    });
  }
}
