import { Fragment, type KeyboardEvent } from 'react';
import { LANGUAGE_NAMES } from '@panel/contract/languages';
import { useLanguage, useSession, useTranslation } from '@panel/shared-core';
import { Box, CloseButton, Flex, Heading, Stack, Text } from '@panel/shared-core/ui';
import { Avatar } from '@panel/shared-core/ui-heavy';

function companyOf(
  params: Record<string, unknown> | null,
  companyId: number | null | undefined,
): string | null {
  const company = params?.company;
  if (company && typeof company === 'object' && typeof (company as { name?: unknown }).name === 'string') {
    return (company as { name: string }).name;
  }
  if (typeof params?.company_name === 'string' && params.company_name) return params.company_name;
  return companyId ? `#${companyId}` : null;
}

/** The aside of docs/product.md, "Settings and themes" (`asideShow`): a summary of the signed-in account. */
export function AsidePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { user, params, access } = useSession();
  const { language } = useLanguage();
  if (!user) return null;

  const notSet = t('account.notSet');
  const facts: { label: string; value: string }[] = [
    { label: t('account.role'), value: access.isAdmin ? t('account.admin') : t('account.member') },
    { label: t('account.company'), value: companyOf(params, user.company_id) ?? notSet },
    {
      label: t('account.permissions'),
      value: t('account.permissionsCount', { count: access.permissions.length }),
    },
    { label: t('account.language'), value: LANGUAGE_NAMES[language] },
    {
      label: t('account.timezone'),
      value: typeof params?.timezone === 'string' && params.timezone ? params.timezone : notSet,
    },
    {
      label: t('account.currency'),
      value: typeof params?.currency === 'string' && params.currency ? params.currency : notSet,
    },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Box
      as="aside"
      id="aside"
      aria-labelledby="aside-title"
      onKeyDown={onKeyDown}
      // Over the content on narrow screens, beside it on wide ones.
      position={{ base: 'fixed', xl: 'sticky' }}
      top="14"
      insetEnd="0"
      zIndex={{ base: 'overlay', xl: 'auto' }}
      w={{ base: 'full', sm: '80' }}
      maxW="100vw"
      h="calc(100dvh - var(--chakra-sizes-14))"
      flexShrink={0}
      overflowY="auto"
      bg="bg.panel"
      borderStartWidth="1px"
      shadow={{ base: 'lg', xl: 'none' }}
      p="5"
      data-testid="aside-panel"
    >
      <Flex justify="space-between" align="center" mb="4">
        <Heading as="h2" id="aside-title" size="sm">
          {t('layout.aside.title')}
        </Heading>
        <CloseButton size="sm" aria-label={t('layout.aside.hide')} onClick={onClose} />
      </Flex>
      <Stack gap="5">
        <Flex gap="3" align="center">
          <Avatar.Root size="md" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {user.name}
            </Text>
            <Text textStyle="sm" color="fg.muted" truncate>
              {user.email}
            </Text>
          </Box>
        </Flex>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2.5" textStyle="sm">
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <Text as="dt" color="fg.muted">
                {fact.label}
              </Text>
              <Text as="dd" fontWeight="medium" textAlign="end" wordBreak="break-word">
                {fact.value}
              </Text>
            </Fragment>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
