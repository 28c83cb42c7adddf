import { type ReactNode } from 'react';
import { useTranslation } from '@panel/shared-core';
import type { ListingEndpoints, ListingNavItem, ListingScope } from '@panel/shared-core';
import { Box, HStack, PageHeader, Text } from '@panel/shared-core/ui';
import { ListView, type ListViewProps } from './list-view';
import { ColumnsMenu, ExportButton } from './listing-toolbar';
import { useCellFormat } from './cells';
import { useListController, type ListController, type UseListControllerOptions } from './use-list-controller';

export interface ListingProps extends UseListControllerOptions, Omit<ListViewProps, 'controller'> {}

/** Which listing a component shows, read from which calls: a change of either starts it fresh. */
const sourceKey = ({
  scope,
  name,
  endpoints,
}: {
  scope?: ListingScope;
  name: string;
  endpoints?: ListingEndpoints;
}) => `${scope ?? 'common'}/${name}${endpoints ? ` ${endpoints.settings} ${endpoints.data}` : ''}`;

function ListingInner({ name, scope, syncUrl, fixedFilters, endpoints, ...view }: ListingProps) {
  const controller = useListController({ name, scope, syncUrl, fixedFilters, endpoints });
  return <ListView controller={controller} {...view} />;
}

/**
 * A whole server-driven listing: `useListController` + `ListView`.
 *
 * @example
 * <Listing name="pixels" scope="common" />
 */
export function Listing(props: ListingProps) {
  // Keyed by the listing, so that moving between two listings rendered at the same place (two routes
  // using this component) starts the second one fresh: no selection, menu or draft text carried over.
  const fixed = props.fixedFilters ? JSON.stringify(props.fixedFilters) : '';
  return <ListingInner key={`${sourceKey(props)}/${fixed}`} {...props} />;
}

export interface ListingScreenProps {
  name: string;
  scope?: ListingScope;
  /** Read the listing from these calls instead of `/{scope}/listing/{name}/…` (see `ListingEndpoints`). */
  endpoints?: ListingEndpoints;
  /** The page's h1 (the caller's translated title; the server's title is only a fallback). */
  title: ReactNode;
  description?: ReactNode;
  /** More buttons for the header (e.g. "Create"), before Columns and Export. */
  actions?: ReactNode;
  syncUrl?: boolean;
  /**
   * Drawn between the header and the listing, from the listing's own state: a chart of the rows the filters select.
   */
  above?: (controller: ListController) => ReactNode;
  /** Drawn under the listing (what belongs to the listing but is not a row of it). */
  below?: ReactNode;
}

function ListingScreenInner({
  name,
  scope,
  endpoints,
  title,
  description,
  actions,
  syncUrl,
  above,
  below,
}: ListingScreenProps) {
  const { t } = useTranslation('listing');
  const fmt = useCellFormat();
  const controller = useListController({ name, scope, syncUrl, endpoints });
  const { meta, isLoading } = controller;
  const count =
    meta && !isLoading ? (
      <Text as="span" color="fg.muted" textStyle="sm" data-testid="listing-count">
        {t('count', { count: meta.total, formatted: fmt.number.format(meta.total) })}
      </Text>
    ) : null;
  return (
    <Box>
      <PageHeader
        title={title}
        description={
          description || count ? (
            <HStack as="span" gap="2" wrap="wrap">
              {description ? <span>{description}</span> : null}
              {description && count ? <span aria-hidden="true">·</span> : null}
              {count}
            </HStack>
          ) : undefined
        }
        actions={
          <>
            {actions}
            <ColumnsMenu controller={controller} />
            <ExportButton controller={controller} />
          </>
        }
      />
      {above?.(controller)}
      <ListView
        controller={controller}
        label={typeof title === 'string' ? title : undefined}
        showToolbarActions={false}
      />
      {below}
    </Box>
  );
}

/**
 * A screen made of one listing, for the remotes' routes: a page header (the caller's title, the row count,
 * Columns and Export) above the listing.
 *
 * @example
 * { path: 'applications', element: <ListingScreen name="application" title={t('client:applications.title')} /> }
 * // A listing an older API serves under its own calls:
 * <ListingScreen name="all-users" endpoints={{ settings: '/admin/users/list-settings', data: '/admin/users/list' }} … />
 */
export function ListingScreen(props: ListingScreenProps) {
  return <ListingScreenInner key={sourceKey(props)} {...props} />;
}

export interface NavListingScreenProps {
  /** The menu item that opens the listing: its name and scope, and its label as the title. */
  item: ListingNavItem;
  /** The remote's i18n namespace, where the label is translated (`nav.namespace`). */
  namespace: string;
}

/**
 * The screen of a menu item that opens a listing: a `ListingScreen` titled with the item's label, read from the
 * item's `endpoints` when it names them. `areaRoutes` of the router entry renders it for each item of a remote's
 * `nav.json` that no feature declares a screen for, so a listing needs no code of its own in a remote.
 *
 * @example
 * <NavListingScreen item={item} namespace={nav.namespace} />
 */
export function NavListingScreen({ item, namespace }: NavListingScreenProps) {
  const { t } = useTranslation(namespace);
  return (
    <ListingScreen
      name={item.listing.name}
      scope={item.listing.scope}
      endpoints={item.listing.endpoints}
      title={t(item.labelKey)}
    />
  );
}
