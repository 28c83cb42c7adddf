/**
 * The administrators' roles (docs/api-contract.md, "Roles, tariffs and referral links (administrators)"): isAdmin plus
 * manage.roles on every call.
 */
import type { Ctx } from '../context';
import { validationError } from '../http';
import { msg, t } from '../i18n';
import {
  COMPANY_PERMISSIONS,
  MANAGE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  PERMISSION_GROUP_LABELS,
  permissionGroup,
  type PermissionName,
} from '../permissions';
import { implement } from '../router';
import { iso } from '../store/store';
import {
  ROLE_LIMITS,
  canGrantRole,
  roleCalls,
  type Role as RoleAnswer,
  type RoleBody,
  type RoleCreateAnswer,
} from '@panel/contract';
import { z } from 'zod';
import { bodyOf, list, optionalText, parseValue, rule, text } from '../body';
import { accessOf } from '../auth';
import type { Role, User } from '../store/types';
import { counted, found, overlay } from './catalog-common';
import { seededText, seededVariants, storedText } from '../store/seed-texts';
import { checkVersion, touch, versionOf } from '../versions';

const ALL_PERMISSIONS: readonly PermissionName[] = [...COMPANY_PERMISSIONS, ...MANAGE_PERMISSIONS];
/** How many holders of a role the delete preview and the refusal name. */
const NAMED_USERS = 10;

const holdersOf = (ctx: Ctx, role: Role): User[] =>
  ctx.store.users.rows.filter((user) => user.role_id === role.id);

function roleData(ctx: Ctx, role: Role): RoleAnswer {
  return {
    id: role.id,
    version: versionOf(role),
    // A seeded role's name in the reader's language, as the roles listing and every role picker show it.
    name: seededText(ctx.lang, role.name),
    // A system role cannot be changed: its platform-written description is read in the reader's language.
    description: role.is_system ? seededText(ctx.lang, role.description) : role.description,
    permissions: [...role.permissions],
    is_system: role.is_system,
    users_count: holdersOf(ctx, role).length,
    created_at: role.created_at,
  };
}

/** Every permission with its description and group (the `permissions` listing's groups). */
function roleOptions(ctx: Ctx): RoleCreateAnswer['options'] {
  return {
    permissions: ALL_PERMISSIONS.map((name) => {
      const group = permissionGroup(name);
      return {
        value: name,
        label: t(ctx.lang, PERMISSION_DESCRIPTIONS[name]),
        group,
        group_label: t(ctx.lang, PERMISSION_GROUP_LABELS[group] ?? group),
      };
    }),
  };
}

/**
 * The role's fields; an update reads the stored role overlaid with the body. A name is unique (whatever its case), and
 * a system role keeps its permissions.
 */
function roleSchema(ctx: Ctx, current?: Role) {
  return bodyOf<RoleBody>()(
    z.object({
      name: text({ max: ROLE_LIMITS.name }).refine(
        (name) =>
          !ctx.store.roles.rows.some(
            (role) =>
              role.id !== current?.id &&
              // A seeded role's name is taken in every language it is read in.
              seededVariants(role.name).some((taken) => taken.toLowerCase() === name.toLowerCase()),
          ),
        rule('roleNameTaken'),
      ),
      description: optionalText({ max: ROLE_LIMITS.description, chars: 'lines' }),
      // Missing is an empty list, which the refinement reports (list's own `empty` would also report a string).
      permissions: list(z.string({ error: 'filterArray' }), { missing: [] })
        .transform((names) => [...new Set(names)])
        .superRefine((names, check) => {
          if (!names.length) return check.addIssue({ code: 'custom', ...rule('permissionsRequired') });
          const unknown = names.filter((name) => !(ALL_PERMISSIONS as readonly string[]).includes(name));
          if (unknown.length)
            check.addIssue({ code: 'custom', ...rule('permissionsUnknown', { names: unknown.join(', ') }) });
          else if (
            current?.is_system &&
            !(
              names.length === current.permissions.length &&
              names.every((p) => current.permissions.includes(p))
            )
          )
            check.addIssue({ code: 'custom', ...rule('systemRolePermissions') });
          else {
            // No privilege above one's own: editing one's own role (or a role one may then give) must not add what
            // the editor lacks. The role's present permissions may stay, whoever holds them (canGrantRole).
            const access = accessOf(ctx.store, ctx.me);
            const beyond = names.filter(
              (name) =>
                !current?.permissions.includes(name as PermissionName) && !canGrantRole(access, [name]),
            );
            if (beyond.length)
              check.addIssue({
                code: 'custom',
                ...rule('permissionAboveYours', { names: beyond.join(', ') }),
              });
          }
        }),
    }),
  );
}

const readRoleBody = (ctx: Ctx, body: unknown, current?: Role): RoleBody =>
  parseValue(ctx.lang, roleSchema(ctx, current), overlay(body, current));

const usersOf = (users: User[]) =>
  users.slice(0, NAMED_USERS).map((user) => ({ id: user.id, name: user.name, email: user.email }));

export const roleRoutes = implement(roleCalls, {
  create(ctx) {
    return { options: roleOptions(ctx), defaults: { name: '', description: '', permissions: [] } };
  },
  async store(ctx) {
    const fields = readRoleBody(ctx, await ctx.body());
    const role = ctx.store.roles.insert({ ...fields, is_system: false, created_at: iso(Date.now()) });
    return { data: roleData(ctx, role), message: msg(ctx.lang, 'done') };
  },
  edit(ctx) {
    const role = found(ctx, (id) => ctx.store.roles.get(id));
    return { data: roleData(ctx, role), options: roleOptions(ctx) };
  },
  async update(ctx) {
    const role = found(ctx, (id) => ctx.store.roles.get(id));
    await checkVersion(ctx, role, () => roleData(ctx, role));
    const fields = readRoleBody(ctx, await ctx.body(), role);
    // The form sends back the name and description it read in the reader's language: seeded words stay stored as the
    // platform wrote them, so that every reader still reads them in their own.
    Object.assign(role, {
      ...fields,
      name: storedText(role.name, fields.name),
      description: storedText(role.description, fields.description),
    });
    touch(role);
    return { data: roleData(ctx, role), message: msg(ctx.lang, 'done') };
  },
  // What destroying would affect: the users holding the role (the first ten) and how many there are.
  deletion(ctx) {
    const role = found(ctx, (id) => ctx.store.roles.get(id));
    const holders = holdersOf(ctx, role);
    return {
      data: {
        id: role.id,
        name: seededText(ctx.lang, role.name),
        is_system: role.is_system,
        users_count: holders.length,
        users: usersOf(holders),
      },
    };
  },
  // Refused for a system role and for a role users hold (the message says how many and names the first ones).
  destroy(ctx) {
    const role = found(ctx, (id) => ctx.store.roles.get(id));
    if (role.is_system) throw validationError(ctx.lang, { id: [msg(ctx.lang, 'systemRole')] });
    const holders = holdersOf(ctx, role);
    if (holders.length) {
      const shown = holders.slice(0, 3).map((user) => user.name);
      const names = holders.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
      throw validationError(ctx.lang, {
        id: [counted(ctx.lang, holders.length, 'roleInUseOne', 'roleInUse', { names })],
      });
    }
    ctx.store.roles.remove(role.id);
    return { message: msg(ctx.lang, 'deleted') };
  },
});
