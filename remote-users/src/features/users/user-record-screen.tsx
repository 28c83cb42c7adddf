import { useMemo } from 'react';
import { useCan, useLanguage, useSession, useTranslation } from '@panel/shared-core';
import { listingUrl } from '@panel/shared-core/listing';
import { type FormOption } from '@panel/shared-core/record-data';
import {
  FactList,
  RecordScreen,
  optionLabel,
  useRecord,
  useRecordActions,
  type RecordAction,
} from '@panel/shared-core/record-view';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@panel/shared-core/router';
import {
  Badge,
  Card,
  Code,
  EditIcon,
  Heading,
  Link,
  LockIcon,
  ShieldIcon,
  SimpleGrid,
  Text,
  Wrap,
  UserIcon,
} from '@panel/shared-core/ui';
import { userActions, users, type PlatformUser, type UserStatus } from '../../api/users';
import { USERS_PATH, companyPath, userAccessPath, userPath } from './paths';
import { useSignInAs } from '../sign-in-as/use-sign-in-as';

const STATUS_COLOR: Record<UserStatus, string> = { active: 'green', blocked: 'red', invited: 'orange' };

/** A user's status, labelled as the enums name it (the server's language). */
export function UserStatusBadge({ status, label }: { status: UserStatus; label: string }) {
  return (
    <Badge colorPalette={STATUS_COLOR[status] ?? 'gray'} data-testid="user-status">
      {label}
    </Badge>
  );
}

function useDateTime() {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string | null) => {
      if (!iso) return null;
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : format.format(time);
    };
  }, [language]);
}

function RolePermissions({ user, names }: { user: PlatformUser; names: readonly FormOption[] | undefined }) {
  const { t } = useTranslation('users');
  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="user-role-heading">
      <Card.Header>
        <Heading as="h2" size="sm" id="user-role-heading">
          {t('record.roleTitle')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {user.role_name
            ? t('record.roleSummary', { role: user.role_name, count: user.permissions.length })
            : t('record.noRole')}
        </Text>
      </Card.Header>
      {user.permissions.length > 0 ? (
        <Card.Body>
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('record.permissions')}>
            {user.permissions.map((permission) => (
              <li key={permission}>
                <Badge variant="subtle" size="sm" title={permission}>
                  {optionLabel(names, permission)}
                </Badge>
              </li>
            ))}
          </Wrap>
        </Card.Body>
      ) : null}
    </Card.Root>
  );
}

/**
 * `/users/:id`: a user of the platform from `GET /admin/users/view/{id}`: who they are, their company, role and its
 * permissions, whether they are an administrator, Telegram, language and dates; Edit, and for holders of
 * `manage.users` Block / Unblock and the company-and-access form of the administrators' area.
 */
export default function UserRecordScreen() {
  const { id } = useParams();
  const userId = Number(id);
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan();
  const { user: me } = useSession();
  const dateTime = useDateTime();
  const { data, isPending, error, refetch } = useRecord(users, userId);
  const { run, pending } = useRecordActions(users, userId);
  const user = data?.record;
  const options = data?.options ?? {};
  const manages = can({ permission: 'manage.users' });
  const { signInAs, pending: signingIn } = useSignInAs();

  const actions: RecordAction[] = [];
  if (user) {
    actions.push({
      key: 'edit',
      label: t('record.edit'),
      icon: <EditIcon />,
      primary: true,
      onClick: () => void navigate(`${userPath(userId)}/edit`, { state: { from: location.pathname } }),
    });
    // Nobody changes their own status (the server refuses it too).
    if (manages && me?.id !== user.id) {
      const blocking = user.status !== 'blocked';
      const label = blocking ? t('record.block') : t('record.unblock');
      actions.push({
        key: 'status',
        label,
        icon: <LockIcon />,
        destructive: blocking,
        loading: pending === 'status',
        onClick: () =>
          void run(
            'status',
            userActions.changeStatus,
            {
              label,
              confirm: t(blocking ? 'record.blockConfirm' : 'record.unblockConfirm', { name: user.name }),
              destructive: blocking,
              success: () => t(blocking ? 'record.blocked' : 'record.unblocked', { name: user.name }),
            },
            { status: blocking ? 'blocked' : 'active' },
          ),
      });
    }
    // Only a company's active user: administrators are not borrowed, and a blocked user could not sign in anyway.
    if (manages && me?.id !== user.id && !user.is_admin && user.status === 'active') {
      actions.push({
        key: 'sign-in-as',
        label: t('signInAs.action'),
        icon: <UserIcon />,
        loading: signingIn,
        onClick: () => void signInAs({ id: user.id, name: user.name, company: user.company_name }),
      });
    }
    if (manages) {
      actions.push({
        key: 'access',
        label: t('record.access'),
        icon: <ShieldIcon />,
        onClick: () => void navigate(userAccessPath(userId), { state: { from: location.pathname } }),
      });
    }
  }

  const statusLabel = user ? optionLabel(options.status, user.status) : '';
  return (
    <RecordScreen
      title={user?.name}
      subtitle={user?.email}
      status={user ? <UserStatusBadge status={user.status} label={statusLabel} /> : undefined}
      back={{ to: listingUrl(USERS_PATH), label: t('nav.allUsers') }}
      basePath={userPath(userId)}
      actions={actions}
      isLoading={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {user ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <Card.Root variant="outline" size="sm" as="section" aria-labelledby="user-facts-heading">
            <Card.Header>
              <Heading as="h2" size="sm" id="user-facts-heading">
                {t('record.facts')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <FactList
                facts={[
                  { label: t('fields.publicId'), value: <Code>{user.public_id}</Code> },
                  { label: t('fields.email'), value: user.email },
                  {
                    label: t('fields.status'),
                    value: <UserStatusBadge status={user.status} label={statusLabel} />,
                  },
                  {
                    label: t('fields.company'),
                    value:
                      user.company_id === null ? (
                        t('record.noCompany')
                      ) : can({ permission: 'manage.companies' }) ? (
                        <Link asChild>
                          <RouterLink to={companyPath(user.company_id)}>
                            {user.company_name || `#${user.company_id}`}
                          </RouterLink>
                        </Link>
                      ) : (
                        user.company_name || `#${user.company_id}`
                      ),
                  },
                  { label: t('fields.role'), value: user.role_name || t('record.noRole') },
                  { label: t('fields.isAdmin'), value: user.is_admin ? t('record.yes') : t('record.no') },
                  {
                    label: t('fields.telegram'),
                    value: user.telegram_id ? t('record.telegramLinked') : t('record.telegramNotLinked'),
                  },
                  { label: t('fields.locale'), value: optionLabel(options.locale, user.locale) },
                  { label: t('fields.createdAt'), value: dateTime(user.created_at) },
                  {
                    label: t('fields.lastLoginAt'),
                    value: dateTime(user.last_login_at) ?? t('record.never'),
                  },
                ]}
              />
            </Card.Body>
          </Card.Root>
          <RolePermissions user={user} names={options.permissions} />
        </SimpleGrid>
      ) : null}
    </RecordScreen>
  );
}
