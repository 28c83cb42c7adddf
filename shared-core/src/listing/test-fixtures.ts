/**
 * A listing description and rows shaped like the contract server's, for the listing's own tests.
 * Not exported from the entry.
 */
import { act } from '@testing-library/react';
import type { ListingPage, ListingQuery, ListingRow, ListingSettings } from '@panel/shared-core';

export const applicationSettings: ListingSettings = {
  name: 'application',
  title: 'Applications',
  columns: [
    { key: 'id', label: 'ID', type: 'number', sortable: true },
    { key: 'name', label: 'Name', type: 'link', sortable: true, href: '/client/applications/{id}' },
    { key: 'amount', label: 'Amount', type: 'money', sortable: true },
    { key: 'installs', label: 'Installs', type: 'number', sortable: false },
    { key: 'created', label: 'Created', type: 'date', sortable: true },
    { key: 'updated_at', label: 'Updated', type: 'datetime', sortable: false },
    { key: 'push_enabled', label: 'Push', type: 'boolean', sortable: false },
    {
      key: 'status',
      label: 'Status',
      type: 'status',
      sortable: false,
      statusColors: { active: 'success', blocked: 'danger' },
    },
    { key: 'icon', label: 'Icon', type: 'image', sortable: false },
    { key: 'tags', label: 'Tags', type: 'tags', sortable: false },
    { key: 'notes', label: 'Notes', type: 'text', sortable: false, hidden: true },
  ],
  filters: [
    { key: 'name', label: 'Name', type: 'text' },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'blocked', label: 'Blocked' },
      ],
    },
    {
      key: 'category',
      label: 'Category',
      type: 'multiselect',
      options: [
        { value: 'games', label: 'Games' },
        { value: 'finance', label: 'Finance' },
      ],
    },
    { key: 'created', label: 'Created', type: 'date-range' },
    { key: 'amount', label: 'Amount', type: 'number-range' },
    { key: 'push_enabled', label: 'Push', type: 'boolean' },
  ],
  sort: { key: 'created', dir: 'desc' },
  perPage: 20,
  perPageOptions: [20, 50, 100],
  search: true,
  actions: [
    {
      key: 'deactivate',
      label: 'Deactivate',
      method: 'POST',
      url: '/client/application/{id}/deactivate',
      permission: 'application.update',
      destructive: true,
      visibleWhen: { field: 'status', in: ['active'] },
    },
    {
      key: 'clone',
      label: 'Clone',
      method: 'POST',
      url: '/client/application/{id}/clone',
      permission: 'application.create',
    },
  ],
  bulkActions: [
    {
      key: 'delete',
      label: 'Delete selected',
      method: 'POST',
      url: '/client/application/bulk-delete',
      permission: 'application.delete',
      destructive: true,
    },
  ],
};

export function applicationRow(id: number, overrides: Partial<ListingRow> = {}): ListingRow {
  return {
    id,
    name: `App ${id}`,
    amount: '1234.50',
    currency: 'USD',
    installs: 1234567,
    created: '2024-01-31',
    updated_at: '2024-03-05T14:30:00',
    push_enabled: id % 2 === 1,
    status: id % 2 === 1 ? 'active' : 'blocked',
    icon: `https://cdn.example.com/icons/${id}.png`,
    tags: ['pwa', 'ios'],
    notes: 'secret',
    ...overrides,
  };
}

/** A page of `total` generated rows for a query. */
export function pageOf(
  query: ListingQuery,
  total: number,
  make: (id: number) => ListingRow = applicationRow,
): ListingPage {
  // A query without perPage asks for the settings' default, as the server reads it.
  const perPage = query.perPage ?? applicationSettings.perPage;
  const last = Math.max(1, Math.ceil(total / perPage));
  const start = (query.page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - start));
  return {
    data: Array.from({ length: count }, (_, i) => make(start + i + 1)),
    meta: { current_page: query.page, per_page: perPage, total, last_page: last },
  };
}

/**
 * The text of a downloaded CSV, BOM kept (TextDecoder would drop it). Read inside `act`: the export's toast is still
 * animating in, and its frames land while FileReader works; outside `act` React warns about them.
 */
export function readBlob(blob: Blob): Promise<string> {
  return act(
    () =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => {
          const bytes = new Uint8Array(reader.result as ArrayBuffer);
          resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
        };
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      }),
  );
}
