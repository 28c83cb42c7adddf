import { botCalls, type CompanyNotification } from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing';

// One switch (a row of the `notifications` listing, and what `activate` answers) is the contract's own shape, shared
// with the server.
export type { CompanyNotification, NotificationChannel, NotificationEvent } from '@panel/contract';

/** The server lists at most this many rows a page; every event on every channel fits in one. */
const PER_PAGE = 100;

export const notificationKeys = {
  all: ['client', 'notifications'] as const,
  switches: ['client', 'notifications', 'switches'] as const,
};

export const notificationsApi = {
  /** Every switch of the company, read through the `notifications` listing. */
  async all(signal?: AbortSignal): Promise<CompanyNotification[]> {
    const page = await listingApi.data<CompanyNotification>(
      'notifications',
      { page: 1, perPage: PER_PAGE, sort: null, filters: {}, search: '' },
      'common',
      { signal },
    );
    return page.data;
  },

  /** Switches one notification on or off; a refusal (no active bot for Telegram) is a 422 with the reason. */
  async setActive(id: number, isActive: boolean): Promise<{ data: CompanyNotification; message: string }> {
    return callApi(botCalls.notificationActivate, { params: { id }, body: { isActive } });
  },
};
