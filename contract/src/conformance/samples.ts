/**
 * What the conformance check sends to make a read call: the path parameters, query and body its schemas' `sample`
 * names, with values found on the server itself (a field of the first row of a listing the account can read), and, for
 * a listing's calls, one case per listing of the scope the account may read.
 */
import {
  listingRegistry,
  listingRowProblem,
  type ListingRegistryEntry,
  type ListingScope,
} from '../listings';
import type { ListingSettings } from '../schemas/listings';
import { contractCall, type ContractCall } from '../registry';
import type { FoundValue } from '../schemas/define';
import type { Account, Send } from './check';

export interface Case {
  /** What tells this case from the call's others: the listing's name. */
  detail?: string;
  args: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  /** What the answer must hold besides its shape (a page's rows agree with their settings): a problem, or null. */
  verify?: (body: unknown) => Promise<string | null>;
}

export interface Sampler {
  /** The cases to try, or why the call cannot be tried. */
  casesOf(call: ContractCall): Promise<Case[] | string>;
}

/** Whether the account may read the listing, as the server's registry decides. */
export function mayRead(entry: ListingRegistryEntry, account: Account): boolean {
  const wanted = typeof entry.permission === 'string' ? [entry.permission] : entry.permission;
  const own = wanted.some((name) => account.permissions.includes(name));
  if (entry.adminOnly) return account.isAdmin && own;
  if (own && account.companyId !== null) return true;
  return !!entry.adminPermission && account.isAdmin && account.permissions.includes(entry.adminPermission);
}

const isFound = (value: unknown): value is FoundValue =>
  typeof value === 'object' && value !== null && typeof (value as FoundValue).listing === 'string';

export function findSamples(send: Send, account: Account): Sampler {
  const firstRows = new Map<string, Promise<Record<string, unknown> | string>>();
  const settings = new Map<string, Promise<ListingSettings | null>>();

  /** A listing's settings, read once (null when they cannot be read: their own row says why). */
  const settingsOf = (scope: ListingScope, name: string): Promise<ListingSettings | null> => {
    let found = settings.get(`${scope}/${name}`);
    if (!found) {
      const call = contractCall(`listings.${scope}Settings`);
      found = call
        ? send(call, { params: { name } }).then((answer) =>
            answer.status === 200 && answer.body && typeof answer.body === 'object'
              ? (answer.body as ListingSettings)
              : null,
          )
        : Promise.resolve(null);
      settings.set(`${scope}/${name}`, found);
    }
    return found;
  };

  /** The first row of a listing, read once: its settings for the page size, then its first page. */
  const firstRow = (name: string): Promise<Record<string, unknown> | string> => {
    let found = firstRows.get(name);
    if (!found) {
      found = (async () => {
        const entry = listingRegistry.find((listing) => listing.name === name);
        if (!entry) return `the listing ${name} is not in the contract`;
        if (!mayRead(entry, account)) return `the account may not read the listing ${name}`;
        const data = contractCall(`listings.${entry.scope}Data`);
        if (!data) return 'the contract has no listing data call';
        const answer = await send(data, { params: { name }, body: { page: 1, perPage: 10 } });
        const rows = (answer.body as { data?: unknown[] } | undefined)?.data;
        if (answer.status !== 200 || !Array.isArray(rows))
          return `the listing ${name} answered ${answer.status}`;
        const row = rows[0];
        return typeof row === 'object' && row !== null
          ? (row as Record<string, unknown>)
          : `the listing ${name} is empty`;
      })();
      firstRows.set(name, found);
    }
    return found;
  };

  /** Puts found values in: a `{ listing, field }` becomes that row's field. */
  const resolve = async (
    values: Record<string, unknown> | undefined,
  ): Promise<Record<string, string | number> | string | undefined> => {
    if (!values) return undefined;
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(values)) {
      if (!isFound(value)) {
        out[key] = value as string | number;
        continue;
      }
      const row = await firstRow(value.listing);
      if (typeof row === 'string') return row;
      const field = row[value.field ?? 'id'];
      if (typeof field !== 'string' && typeof field !== 'number')
        return `the listing ${value.listing} has no ${value.field ?? 'id'} to take`;
      out[key] = field;
    }
    return out;
  };

  return {
    async casesOf(call) {
      const sample = call.sample ?? {};
      if (sample.everyListing) {
        const scope = sample.everyListing;
        let listings = listingRegistry.filter((entry) => entry.scope === scope && mayRead(entry, account));
        if (sample.withAggregations) {
          const described = await Promise.all(listings.map((entry) => settingsOf(scope, entry.name)));
          listings = listings.filter((_, index) => described[index]?.aggregations === true);
        }
        if (!listings.length) return `the account may read no such ${scope} listing`;
        const pages = call.id === `listings.${scope}Data`;
        return listings.map((entry) => ({
          detail: entry.name,
          args: { params: { name: entry.name }, body: sample.body },
          // A page's rows are held to the listing's settings as well as to the page's shape.
          verify: pages
            ? async (body: unknown) => {
                const described = await settingsOf(scope, entry.name);
                const rows = (body as { data: Record<string, unknown>[] }).data;
                return described ? listingRowProblem(described.columns, rows) : null;
              }
            : undefined,
        }));
      }
      const params = await resolve(sample.params);
      if (typeof params === 'string') return params;
      const query = await resolve(sample.query);
      if (typeof query === 'string') return query;
      const needed = [...call.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const missing = needed.filter((name) => params?.[name] === undefined);
      if (missing.length) return `no value for ${missing.join(', ')} (the contract names no sample)`;
      return [{ args: { params, query, body: sample.body } }];
    },
  };
}
