import { Fragment, useMemo, type ReactNode } from 'react';
import { useLanguage, type ListingColumn, type ListingRow, useTranslation } from '@panel/shared-core';
import { Link } from '@panel/shared-core/router';
import {
  booleanOf,
  createCellFormat,
  formatCell,
  isBlank,
  statusOf,
  tagsOf,
  type CellFormat,
} from './format';

/**
 * What a cell renders, per column type. These are plain elements styled by the table's one class set
 * (see `listing-styles.ts`), never a Chakra component per cell: a 1,000-row page renders tens of thousands of
 * cells and must not create a style computation, a context read or a hook for each.
 */

/**
 * The formatters of the current language with the translated yes/no, created once per render of the listing.
 *
 * @example
 * const fmt = useCellFormat();
 * rows.map((row) => renderCell(column, row, fmt));
 */
export function useCellFormat(): CellFormat {
  const { t } = useTranslation('listing');
  const { language } = useLanguage();
  return useMemo(
    () => createCellFormat(language, { yes: t('cell.yes'), no: t('cell.no'), empty: t('cell.empty') }),
    [language, t],
  );
}

/** Kit palette names for the colour names a server may use (Chakra's own, and Bootstrap/CoreUI's). */
const PALETTES: Record<string, string> = {
  success: 'green',
  danger: 'red',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  primary: 'blue',
  secondary: 'gray',
  dark: 'gray',
  light: 'gray',
  default: 'gray',
  neutral: 'gray',
};
export const STATUS_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
] as const;

/** The kit palette of a status value (`gray` when the server names none or one the kit lacks). */
export function statusPalette(column: ListingColumn, value: string): string {
  const raw = (column.statusColors?.[value] ?? '').trim().toLowerCase();
  const palette = PALETTES[raw] ?? raw;
  return (STATUS_PALETTES as readonly string[]).includes(palette) ? palette : 'gray';
}

/**
 * The in-app path of a link column: its `href` template filled from the row. Only a path inside the panel
 * (one leading slash) is accepted: a template filled with server data must not become an external or a
 * `javascript:` link.
 */
export function cellHref(column: ListingColumn, row: ListingRow): string | null {
  if (!column.href) return null;
  let missing = false;
  const href = column.href.replace(/\{([\w.]+)\}/g, (_whole, field: string) => {
    const value = row[field];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value ?? ''));
  });
  if (missing || !href.startsWith('/') || href.startsWith('//') || href.includes('\\')) return null;
  return href;
}

/**
 * An image URL that may be shown: http(s), a path on this host (`/…`), or an inline image (`data:image/…`).
 * Anything else is refused: other schemes (`javascript:`, `data:text/html`), protocol-relative `//host/…` (another
 * host), relative paths (they would resolve against the current screen's address), and backslashes or control
 * characters, which the browser's URL parser reads as `/` or drops (`/\host`, `/<tab>/host` are `//host`).
 */
export function safeImageSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const src = value.trim();
  if (src.includes('\\') || hasControlCharacter(src)) return null;
  if (/^https?:\/\//i.test(src) || /^data:image\//i.test(src)) return src;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return null;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const CheckMark = (
  <svg
    className="lst-bool-icon"
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M20 6 9 17l-5-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const CrossMark = (
  <svg
    className="lst-bool-icon"
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d="M18 6 6 18M6 6l12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

/** Whether a column's cells are numbers (right-aligned, tabular digits). */
export function isNumericColumn(column: ListingColumn): boolean {
  return column.type === 'id' || column.type === 'number' || column.type === 'money';
}

/** Tags a cell shows before the rest become "+N". */
const MAX_TAGS = 3;

/**
 * The content of one cell. A plain function, not a component: it is called for every cell of every row. What people
 * typed (text, links, tags) keeps its own direction (`<bdi>`, `dir="auto"`: the kit's UserText without a component per
 * cell), so that "Dragon Runner!" does not read "!Dragon Runner" in a right-to-left language.
 *
 * @example
 * <td>{renderCell(column, row, fmt)}</td>
 */
export function renderCell(column: ListingColumn, row: ListingRow, fmt: CellFormat): ReactNode {
  const value = row[column.key];
  if (column.type !== 'boolean' && isBlank(value)) {
    return <span className="lst-empty">{fmt.labels.empty}</span>;
  }
  switch (column.type) {
    case 'boolean': {
      const b = booleanOf(value);
      if (b === null) return <span className="lst-empty">{fmt.labels.empty}</span>;
      return (
        <span className="lst-bool" data-value={b ? 'true' : 'false'}>
          {b ? CheckMark : CrossMark}
          {b ? fmt.labels.yes : fmt.labels.no}
        </span>
      );
    }
    case 'status': {
      const status = statusOf(value, column);
      return (
        <span
          className="lst-badge"
          data-color={statusPalette(column, status.value)}
          data-status={status.value}
        >
          {status.label}
        </span>
      );
    }
    case 'link': {
      const text = breakable(formatCell({ ...column, type: 'text' }, row, fmt));
      const href = cellHref(column, row);
      if (href)
        return (
          <Link to={href} className="lst-link" dir="auto">
            {text}
          </Link>
        );
      // No link because the record it named is gone (a deleted application): the server's word says so, in text and
      // not by colour alone, so that a plain name does not read as a fault of the panel.
      if (!column.unlinked) return <bdi>{text}</bdi>;
      return (
        <>
          <bdi>{text}</bdi> <span className="lst-unlinked">{column.unlinked}</span>
        </>
      );
    }
    case 'image': {
      const src = safeImageSrc(value);
      if (!src) return <span className="lst-empty">{fmt.labels.empty}</span>;
      return (
        <img
          className="lst-thumb"
          src={src}
          alt={column.label}
          loading="lazy"
          decoding="async"
          width={32}
          height={32}
        />
      );
    }
    case 'tags': {
      const tags = tagsOf(value, column);
      if (tags.length === 0) return <span className="lst-empty">{fmt.labels.empty}</span>;
      // A row is not made a column of tags tall: the first few, then "+N" naming the rest on hover and to readers.
      const shown = tags.length > MAX_TAGS + 1 ? tags.slice(0, MAX_TAGS) : tags;
      const rest = tags.slice(shown.length);
      return (
        <span className="lst-tags">
          {shown.map((tag, i) => (
            <span className="lst-tag" key={`${i}:${tag}`} dir="auto">
              {tag}
            </span>
          ))}
          {rest.length > 0 ? (
            // A screen reader reads the names (an aria-label on a plain span is not read reliably); eyes see "+N".
            <span className="lst-tag" title={rest.join(', ')} data-more={rest.length}>
              <span aria-hidden="true">+{rest.length}</span>
              <span className="lst-sr">{rest.join(', ')}</span>
            </span>
          ) : null}
        </span>
      );
    }
    case 'text':
      return <bdi>{breakable(formatCell(column, row, fmt))}</bdi>;
    case 'datetime': {
      // The date and the time each kept whole, and a line between them where the column is narrow (a laptop's
      // users table): "5 дек. 2026 г.," / "13:40".
      const text = formatCell(column, row, fmt);
      const at = Math.max(text.lastIndexOf(', '), text.lastIndexOf('، '));
      if (at < 0) return <span className="lst-nowrap">{text}</span>;
      return (
        <>
          <span className="lst-nowrap">{text.slice(0, at + 1)}</span>{' '}
          <span className="lst-nowrap">{text.slice(at + 2)}</span>
        </>
      );
    }
    default:
      return formatCell(column, row, fmt);
  }
}

/**
 * A long unbroken value (an e-mail, a host name, an address) with places to wrap after its `@`, `.`, `/`, `-` and
 * `_`, so it need not widen its column past a laptop's screen; words keep whole (CSS `word-break` broke a role's
 * "Manager" in two to fit). `<wbr>` adds no text: what is read and copied is the value.
 */
function breakable(text: string): ReactNode {
  if (text.length < 16 || /\s/.test(text)) return text;
  const parts = text.split(/(?<=[@./_-])/);
  if (parts.length < 2) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export interface CellValueProps {
  column: ListingColumn;
  row: ListingRow;
  /** The formatters of the listing; taken from the current language when absent. */
  format?: CellFormat;
}

/**
 * One listing value rendered as the table would, for screens that show a row outside the table (a detail
 * card). Inside the table `renderCell` is used directly.
 *
 * @example
 * <CellValue column={column} row={application} />
 */
export function CellValue({ column, row, format }: CellValueProps) {
  const own = useCellFormat();
  return <>{renderCell(column, row, format ?? own)}</>;
}
