import { useId } from 'react';
import { useTranslation } from '@panel/shared-core';
import {
  Button,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Text,
  chakra,
  ChevronLeftIcon,
  ChevronRightIcon,
} from '@panel/shared-core/ui';
import type { CellFormat } from './format';

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: always the first and last, the current with `siblings` on each side, and a gap
 * where pages are skipped (1 … 4 5 [6] 7 8 … 20). A gap never hides a single page.
 */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  const total = siblings * 2 + 5;
  if (last <= total) return Array.from({ length: last }, (_, i) => i + 1);
  let start = Math.max(2, Math.min(current - siblings, last - 1 - (siblings * 2 + 1)));
  let end = Math.min(last - 1, Math.max(current + siblings, 2 + siblings * 2 + 1));
  // "…" standing for one page is longer than the page number itself.
  if (start === 3) start = 2;
  if (end === last - 2) end = last - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < last - 1) items.push('gap-end');
  items.push(last);
  return items;
}

// Mirrored in right-to-left languages, like the kit's chevrons: "first page" points to the start of the line.
const doubleChevron = (dir: 'left' | 'right') => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    aria-hidden="true"
    focusable="false"
    _rtl={{ transform: 'scaleX(-1)' }}
  >
    <path
      d={dir === 'left' ? 'm11 17-5-5 5-5M18 17l-5-5 5-5' : 'm13 17 5-5-5-5M6 17l5-5-5-5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </chakra.svg>
);

export interface ListingPaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
  perPageOptions: number[];
  fmt: CellFormat;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  disabled?: boolean;
}

/** "1–50 of 1,234", rows per page, and first / previous / numbered / next / last page buttons. */
export function ListingPagination({
  page,
  lastPage,
  perPage,
  total,
  perPageOptions,
  fmt,
  onPage,
  onPerPage,
  disabled = false,
}: ListingPaginationProps) {
  const { t } = useTranslation('listing');
  const perPageId = useId();
  const last = Math.max(1, lastPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  const range =
    total === 0
      ? t('pagination.none')
      : t('pagination.range', {
          from: fmt.number.format(from),
          to: fmt.number.format(Math.max(from, to)),
          total: fmt.number.format(total),
        });
  const options = perPageOptions.includes(perPage)
    ? perPageOptions
    : [...perPageOptions, perPage].sort((a, b) => a - b);

  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <HStack gap="4" wrap="wrap">
        {/* Announced after each change, so a screen-reader user hears where the new page landed. */}
        <Text
          textStyle="sm"
          color="fg.muted"
          aria-live="polite"
          aria-atomic="true"
          data-testid="listing-range"
        >
          {range}
        </Text>
        {options.length > 1 ? (
          <HStack gap="2">
            <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
              <label htmlFor={perPageId}>{t('pagination.perPage')}</label>
            </Text>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                id={perPageId}
                value={String(perPage)}
                onChange={(event) => onPerPage(Number(event.target.value))}
              >
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null}
      </HStack>
      {last > 1 ? (
        <nav aria-label={t('pagination.label')}>
          <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" wrap="wrap">
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('pagination.first')}
                disabled={disabled || page <= 1}
                onClick={() => onPage(1)}
              >
                {doubleChevron('left')}
              </IconButton>
            </li>
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('pagination.previous')}
                disabled={disabled || page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <ChevronLeftIcon />
              </IconButton>
            </li>
            {pageItems(page, last).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    size="sm"
                    minW="8"
                    px="2"
                    variant={item === page ? 'solid' : 'ghost'}
                    aria-label={t('pagination.page', { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    disabled={disabled && item !== page}
                    onClick={() => {
                      if (item !== page) onPage(item);
                    }}
                  >
                    {fmt.number.format(item)}
                  </Button>
                </li>
              ) : (
                <li key={item} aria-hidden="true">
                  <Text as="span" px="1" color="fg.muted">
                    …
                  </Text>
                </li>
              ),
            )}
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('pagination.next')}
                disabled={disabled || page >= last}
                onClick={() => onPage(page + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </li>
            <li>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('pagination.last')}
                disabled={disabled || page >= last}
                onClick={() => onPage(last)}
              >
                {doubleChevron('right')}
              </IconButton>
            </li>
          </HStack>
        </nav>
      ) : null}
    </Flex>
  );
}
