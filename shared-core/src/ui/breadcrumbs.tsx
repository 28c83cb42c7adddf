import { Fragment, type ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbRootProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@panel/shared-core/router';
import { useKitTranslation } from './use-kit-translation';
import { ChevronRightIcon } from './icons';

export interface BreadcrumbItem {
  label: ReactNode;
  /** A path inside the router; the last item (the current page) needs none. */
  to?: string;
}

export interface BreadcrumbsProps extends Omit<BreadcrumbRootProps, 'children'> {
  items: readonly BreadcrumbItem[];
}

/**
 * The trail to the current page. Items with `to` are router links; the last item is the current page
 * (`aria-current="page"`). The separators flip in right-to-left languages.
 */
export function Breadcrumbs({ items, ...rest }: BreadcrumbsProps) {
  const { t } = useKitTranslation();
  if (items.length === 0) return null;
  // A crumb may be a record's name as someone typed it ("Dragon Runner!"): each keeps its own direction (`dir="auto"`
  // isolates it, as UserText does) instead of the page's, which would read "!Dragon Runner".
  return (
    <Breadcrumb.Root aria-label={t('ui.breadcrumbs.label')} size="sm" {...rest}>
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={index}>
              <Breadcrumb.Item>
                {last || item.to === undefined ? (
                  last ? (
                    <Breadcrumb.CurrentLink dir="auto">{item.label}</Breadcrumb.CurrentLink>
                  ) : (
                    <span dir="auto">{item.label}</span>
                  )
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={item.to} dir="auto">
                      {item.label}
                    </RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : (
                <Breadcrumb.Separator>
                  <ChevronRightIcon />
                </Breadcrumb.Separator>
              )}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
