import { useTranslation } from 'react-i18next';
import { useSession, useSignOut } from '@panel/shared-core';
import { Box, Button, ChevronDownIcon, LogOutIcon, Portal, Text } from '@panel/shared-core/ui';
import { Avatar, Menu } from '@panel/shared-core/ui-heavy';

/** Who is signed in, and the way out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const menuLabel = t('layout.userMenu.label');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* The name is hidden on small screens, so the button is named in full. */}
        <Button
          variant="ghost"
          size="sm"
          px="1.5"
          gap="2"
          aria-label={`${user.name}, ${menuLabel}`}
          data-testid="user-menu-trigger"
        >
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Text as="span" hideBelow="md" maxW="40" truncate>
            {user.name}
          </Text>
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
