import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useLanguage,
  useTranslation,
  type ListingColumn,
  type ListingEndpoints,
  type ListingQuery,
  type ListingRow,
  type ListingScope,
} from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing-data';
import { notify } from '@panel/shared-core/ui-heavy';
import { csvBlob, csvDialect, csvFileName, downloadBlob, toCsv } from './csv';
import { messageOf } from './use-list-actions';

/** Rows fetched per request while exporting. */
const EXPORT_PAGE_SIZE = 1000;
/** The most rows one export writes; the UI says so when a listing has more. */
export const EXPORT_CAP = 10_000;

export interface ListExportState {
  running: boolean;
  /** Rows fetched so far. */
  loaded: number;
  /** Rows that will be written (the total, or the cap), once the first page told. */
  target: number | null;
  /** The listing has more rows than one export writes. */
  capped: boolean;
}

export interface ListExport {
  /** Downloads the rows the current filters select as CSV (visible columns, up to EXPORT_CAP rows). */
  exportCsv: () => Promise<void>;
  cancelExport: () => void;
  exportState: ListExportState;
  exportCap: number;
}

export interface UseListExportOptions {
  name: string;
  scope: ListingScope;
  endpoints: ListingEndpoints | undefined;
  /** The view's data call; its page and page size are the export's own. Nothing is exported without one. */
  query: ListingQuery | undefined;
  /** The columns written, in order: those the user sees. */
  columns: ListingColumn[];
}

const IDLE_EXPORT: ListExportState = { running: false, loaded: 0, target: null, capped: false };

/**
 * The CSV export of what the view's filters select (every page, not just the one on screen), with its progress,
 * cancelled by `cancelExport` or by leaving the screen.
 */
export function useListExport({ name, scope, endpoints, query, columns }: UseListExportOptions): ListExport {
  const { t } = useTranslation('listing');
  const { language } = useLanguage();
  const [exportState, setExportState] = useState<ListExportState>(IDLE_EXPORT);
  const exportAbort = useRef<AbortController | null>(null);
  useEffect(() => () => exportAbort.current?.abort(), []);

  const cancelExport = useCallback(() => {
    exportAbort.current?.abort();
    exportAbort.current = null;
    setExportState(IDLE_EXPORT);
  }, []);

  const exportCsv = useCallback(async () => {
    if (!query || exportAbort.current) return;
    const controller = new AbortController();
    exportAbort.current = controller;
    const collected: ListingRow[] = [];
    let target: number | null = null;
    let capped = false;
    setExportState({ running: true, loaded: 0, target: null, capped: false });
    try {
      // Sequential on purpose: a thousand-row page at a time keeps the server's load predictable.
      for (let pageNo = 1; ; pageNo += 1) {
        const result = await listingApi.data(
          name,
          { ...query, page: pageNo, perPage: EXPORT_PAGE_SIZE },
          scope,
          { signal: controller.signal, endpoints },
        );
        if (controller.signal.aborted) return;
        if (target === null) {
          capped = result.meta.total > EXPORT_CAP;
          target = Math.min(result.meta.total, EXPORT_CAP);
        }
        collected.push(...(result.data as ListingRow[]));
        setExportState({ running: true, loaded: Math.min(collected.length, EXPORT_CAP), target, capped });
        if (collected.length >= EXPORT_CAP) {
          capped = capped || collected.length > EXPORT_CAP || pageNo < result.meta.last_page;
          break;
        }
        if (result.data.length === 0 || pageNo >= result.meta.last_page) break;
      }
      const exported = collected.slice(0, EXPORT_CAP);
      const csv = toCsv(columns, exported, (key) => t(key), csvDialect(language));
      downloadBlob(csvBlob(csv), csvFileName(name));
      const number = new Intl.NumberFormat(language);
      const counts = {
        count: exported.length,
        formatted: number.format(exported.length),
        cap: number.format(EXPORT_CAP),
      };
      if (capped) notify.warning(t('export.cappedDone', counts));
      else notify.success(t('export.done', counts));
    } catch (failure) {
      if (!controller.signal.aborted)
        notify.error(t('export.failed'), messageOf(failure, t('actions.failed')));
    } finally {
      if (exportAbort.current === controller) {
        exportAbort.current = null;
        setExportState(IDLE_EXPORT);
      }
    }
  }, [query, name, scope, endpoints, columns, t, language]);

  return { exportCsv, cancelExport, exportState, exportCap: EXPORT_CAP };
}
