import { http } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import { defineResource, type RecordCall, type RecordResource } from '@panel/shared-core/record-data';
import type { ActiveBot, BotInvite, TelegramBotEditAnswer } from '@panel/contract';

// The shapes of the bot calls are the contract's own (docs/api-contract.md, "Telegram bot"), shared with the server.
export type {
  ActiveBot,
  BotInvite,
  TelegramBot,
  TelegramBotBody,
  TelegramBotEditAnswer,
} from '@panel/contract';

/** `https://t.me/<username>`: where the bot opens in Telegram. */
export const botUrl = (username: string) => `https://t.me/${encodeURIComponent(username)}`;

export const botKeys = {
  /** Everything of the bots: a connection or a status change makes all of it stale. */
  all: ['client', 'bots'] as const,
  active: ['client', 'bots', 'active'] as const,
  invite: (botId: number) => ['client', 'bots', 'invite', botId] as const,
};

// The record its form and record screen read is the one the edit call answers.
const resource = defineResource<TelegramBotEditAnswer['data']>({
  key: botKeys.all,
  edit: '/client/telegram-bot/{id}/edit',
  // Connecting a bot is a PUT without an id: the new bot becomes the active one.
  store: { method: 'PUT', url: '/client/telegram-bot/update' },
  update: { method: 'PUT', url: '/client/telegram-bot/{id}/update' },
  listings: [{ name: 'bots' }],
});

/**
 * The bot's record calls. The server has no create call (the connect form has no choices to load), so the form
 * starts from its own defaults instead of asking for them.
 */
export const bots: RecordResource<TelegramBotEditAnswer['data']> = {
  ...resource,
  create: () => Promise.resolve({ options: {}, defaults: {} }),
};

export const botActions = {
  /** Body `{ isActive }`; one bot is active per company, so switching one on switches the others off. */
  changeStatus: { method: 'POST', url: '/client/telegram-bot/{id}/change-status' },
} as const satisfies Record<string, RecordCall>;

export const botsApi = {
  /** The company's active Telegram bot, or null: the server's 404 means "none", not an error. */
  async active(signal?: AbortSignal): Promise<ActiveBot | null> {
    const { data } = await http.get<{ bot?: ActiveBot } | null>('/client/telegram-bot/get-active-bot', {
      signal,
      panel: { allow404: true },
    });
    return data?.bot ?? null;
  },

  /**
   * The invite link of the active bot, or null when there is none any more (a 404: the bot was switched off
   * meanwhile, which is no reason to leave the screen).
   */
  async invite(signal?: AbortSignal): Promise<BotInvite | null> {
    const { data } = await http.get<Partial<BotInvite> | null>('/client/telegram-bot/get-invite-link', {
      signal,
      panel: { allow404: true },
    });
    return data?.link ? { link: data.link, expires_at: data.expires_at ?? null } : null;
  },
};

/** The company's active bot (null: none), for `useQuery` and for a screen's prefetch alike. */
export const activeBotQuery = queryOptions({
  queryKey: botKeys.active,
  queryFn: ({ signal }) => botsApi.active(signal),
});
