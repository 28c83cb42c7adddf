import {
  botCalls,
  type ActiveBot,
  type AnswerOf,
  type BotInvite,
  type TelegramBotEditAnswer,
} from '@panel/contract';
import { callApi } from '@panel/shared-core';
import { queryOptions } from '@panel/shared-core/query';
import { defineResource, type RecordResource } from '@panel/shared-core/record-data';

// The bot calls, their shapes and rules are the contract's (@panel/contract, bots.ts), shared with the server.
export {
  BOT_TOKEN,
  BOT_USERNAME_MAX,
  bareBotUsername,
  isBotUsername,
  type ActiveBot,
  type BotInvite,
  type TelegramBot,
  type TelegramBotBody,
  type TelegramBotEditAnswer,
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
  edit: botCalls.edit,
  // Connecting a bot is a PUT without an id: the new bot becomes the active one.
  store: botCalls.connect,
  update: botCalls.update,
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
  changeStatus: botCalls.changeStatus,
};

export const botsApi = {
  /** The company's active Telegram bot, or null: the server's 404 means "none", not an error. */
  async active(signal?: AbortSignal): Promise<ActiveBot | null> {
    const answer: AnswerOf<typeof botCalls.activeBot> | null = await callApi(
      botCalls.activeBot,
      {},
      { signal, panel: { allow404: true } },
    );
    return answer?.bot ?? null;
  },

  /**
   * The invite link of the active bot, or null when there is none any more (a 404: the bot was switched off
   * meanwhile, which is no reason to leave the screen).
   */
  async invite(signal?: AbortSignal): Promise<BotInvite | null> {
    const answer: AnswerOf<typeof botCalls.inviteLink> | null = await callApi(
      botCalls.inviteLink,
      {},
      { signal, panel: { allow404: true } },
    );
    return answer;
  },
};

/** The company's active bot (null: none), for `useQuery` and for a screen's prefetch alike. */
export const activeBotQuery = queryOptions({
  queryKey: botKeys.active,
  queryFn: ({ signal }) => botsApi.active(signal),
});
