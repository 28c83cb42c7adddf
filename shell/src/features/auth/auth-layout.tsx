import type { ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import { Box, Card, Flex, Heading, Stack, Text } from '@panel/shared-core/ui';
import { LanguageSwitch } from '../language/language-switch';
import { useDeclarePageMeta } from '../../app/page-meta';

export interface AuthLayoutProps {
  /** The document title of the page. */
  pageTitle: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: the link to the other public page. */
  footer?: ReactNode;
}

/**
 * The frame of the public pages (login, registration, invitation): the product name, a language switch
 * (the user may not read Russian yet) and one centered card. Light kit only: it is on the first page.
 */
export function AuthLayout({ pageTitle, title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation('shell');
  useDeclarePageMeta(pageTitle, []);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4" gap="4">
        <Text fontWeight="bold" fontSize="lg" color="brand.fg">
          {t('app.name')}
        </Text>
        <LanguageSwitch />
      </Flex>
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        flex="1"
        display="flex"
        alignItems={{ base: 'flex-start', md: 'center' }}
        justifyContent="center"
        px="4"
        pb="10"
        pt={{ base: '2', md: '0' }}
        _focus={{ outline: 'none' }}
      >
        <Stack gap="5" w="full" maxW="md">
          <Card.Root variant="elevated" size="lg">
            <Card.Header>
              <Heading as="h1" size="xl">
                {title}
              </Heading>
              {subtitle ? (
                <Text color="fg.muted" textStyle="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
          {footer ? (
            <Text textAlign="center" textStyle="sm" color="fg.muted">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Flex>
  );
}
