/**
 * Every request a page makes, with its bytes: raw (the decoded body), gzip (gzip -9 of the body, node:zlib)
 * and what went over the wire (the encoded body and the headers, from the browser).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { ORIGINS } from './config';

export type ResourceKind = 'document' | 'js' | 'css' | 'api' | 'json' | 'image' | 'font' | 'other';

export interface ResourceRecord {
  url: string;
  origin: string;
  path: string;
  kind: ResourceKind;
  resourceType: string;
  status: number | null;
  failure: string | null;
  /** Decoded body length. */
  raw: number;
  /** gzip -9 of the decoded body (JS and CSS only; 0 for the rest). */
  gzip: number;
  /** Encoded body as served, and body + response headers, when the browser reports them. */
  encodedBody: number | null;
  transfer: number | null;
}

const gzipCache = new Map<string, number>();

/** gzip -9 size of a body, remembered by content (the same files come back in every run). */
export function gzipSize(body: Buffer): number {
  const key = createHash('sha1').update(body).digest('hex');
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipCache.set(key, size);
  }
  return size;
}

function kindOf(url: URL, resourceType: string): ResourceKind {
  const path = url.pathname;
  if (resourceType === 'document') return 'document';
  if (resourceType === 'image') return 'image';
  if (resourceType === 'font') return 'font';
  if (url.origin === ORIGINS.shell && path.startsWith('/api/')) return 'api';
  if (resourceType === 'script' || path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (path.endsWith('.json')) return 'json';
  return 'other';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class NetworkRecorder {
  private readonly pending = new Set<Request>();
  private readonly work: Promise<void>[] = [];
  private readonly records: ResourceRecord[] = [];
  private lastActivity = Date.now();
  private requests = 0;

  constructor(page: Page) {
    page.on('request', (request) => {
      this.requests += 1;
      this.pending.add(request);
      this.lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      this.work.push(this.record(request, null));
    });
    page.on('requestfailed', (request) => {
      this.work.push(this.record(request, request.failure()?.errorText ?? 'failed'));
    });
  }

  /** Requests started so far (redirect hops count as requests too). */
  get count(): number {
    return this.requests;
  }

  private async record(request: Request, failure: string | null): Promise<void> {
    try {
      const url = new URL(request.url());
      const resourceType = request.resourceType();
      const kind = kindOf(url, resourceType);
      // A request still in flight when its page closes has no answer to give: it is recorded without one.
      const response = failure ? null : await request.response().catch(() => null);
      let raw = 0;
      let gzip = 0;
      if (response && response.status() < 300) {
        const body = await response.body().catch(() => null);
        if (body) {
          raw = body.length;
          if (kind === 'js' || kind === 'css') gzip = gzipSize(body);
        }
      }
      let encodedBody: number | null = null;
      let transfer: number | null = null;
      if (!failure) {
        const sizes = await request.sizes().catch(() => null);
        if (sizes) {
          encodedBody = sizes.responseBodySize;
          transfer = sizes.responseBodySize + sizes.responseHeadersSize;
        }
      }
      this.records.push({
        url: url.href,
        origin: url.origin,
        path: url.pathname,
        kind,
        resourceType,
        status: response ? response.status() : null,
        failure,
        raw,
        gzip,
        encodedBody,
        transfer,
      });
    } finally {
      this.pending.delete(request);
      this.lastActivity = Date.now();
    }
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (the lazy chunks, translations and data that a
   * screen asks for after its first paint are part of the page), or after `timeoutMs`; says which.
   */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs) return true;
      await sleep(50);
    }
    return false;
  }

  /** Everything recorded so far, once the bodies of finished requests are read. */
  async collect(): Promise<ResourceRecord[]> {
    await Promise.allSettled([...this.work]);
    return [...this.records];
  }
}
