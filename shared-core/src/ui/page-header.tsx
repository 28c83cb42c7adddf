import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text, type FlexProps } from '@chakra-ui/react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export interface PageHeaderProps extends Omit<FlexProps, 'title'> {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Breadcrumb items, or any element shown above the title. */
  breadcrumbs?: readonly BreadcrumbItem[] | ReactNode;
  /** Buttons on the end side (wrap under the title on narrow screens). */
  actions?: ReactNode;
}

function isItemList(value: unknown): value is readonly BreadcrumbItem[] {
  return Array.isArray(value);
}

/** The top of a screen: breadcrumbs, the title (h1), a description and the screen's actions. */
export function PageHeader({ title, description, breadcrumbs, actions, ...rest }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
      gap="4"
      mb="6"
      {...rest}
    >
      <Stack gap="2" minW="0">
        {isItemList(breadcrumbs) ? <Breadcrumbs items={breadcrumbs} /> : breadcrumbs}
        <Heading as="h1" size="2xl" lineHeight="short" overflowWrap="anywhere">
          {title}
        </Heading>
        {description ? (
          <Text as={typeof description === 'string' ? 'p' : 'div'} color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Box display="flex" gap="2" flexWrap="wrap" flexShrink={0}>
          {actions}
        </Box>
      ) : null}
    </Flex>
  );
}
