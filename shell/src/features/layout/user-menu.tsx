import { useSession, useSignOut, useTranslation } from '@panel/shared-core';
import { useNavigate } from '@panel/shared-core/router';
import {
  Box,
  Button,
  ChevronDownIcon,
  LockIcon,
  LogOutIcon,
  UserIcon,
  Portal,
  Text,
  VisuallyHidden,
} from '@panel/shared-core/ui';
import { Avatar, Menu } from '@panel/shared-core/ui-heavy';
import { PASSWORD_PATH, PROFILE_PATH } from '../profile/paths';

/** Who is signed in, their profile and password, and the way out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return null;
  const menuLabel = t('layout.userMenu.label');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/*
          Named by a hidden text ("<name>, Account menu") rather than an aria-label, so the name read starts with
          the name seen (and screen readers still hear it on small screens, where it is not shown).
        */}
        <Button variant="ghost" size="sm" px="1.5" gap="2" data-testid="user-menu-trigger">
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Text as="span" hideBelow="md" maxW="40" truncate aria-hidden="true">
            {user.name}
          </Text>
          <VisuallyHidden>{`${user.name}, ${menuLabel}`}</VisuallyHidden>
          <ChevronDownIcon hideBelow="md" aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold" truncate>
                {user.name}
              </Text>
              <Text textStyle="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" onSelect={() => void navigate(PROFILE_PATH)}>
              <UserIcon aria-hidden="true" />
              {t('layout.userMenu.profile')}
            </Menu.Item>
            <Menu.Item value="password" onSelect={() => void navigate(PASSWORD_PATH)}>
              <LockIcon aria-hidden="true" />
              {t('layout.userMenu.password')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" onSelect={() => void signOut()}>
              <LogOutIcon aria-hidden="true" />
              {t('layout.userMenu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
