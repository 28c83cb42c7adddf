import { http } from '@panel/shared-core';

export interface ActiveBot {
  id: number;
  username: string;
  is_active: boolean;
  created_at: string;
}

export const botKeys = {
  active: ['client', 'bots', 'active'] as const,
};

export const botsApi = {
  /** The company's active Telegram bot, or null: the server's 404 means "none", not an error. */
  async active(signal?: AbortSignal): Promise<ActiveBot | null> {
    const { data } = await http.get<{ bot?: ActiveBot } | null>('/client/telegram-bot/get-active-bot', {
      signal,
      panel: { allow404: true },
    });
    return data?.bot ?? null;
  },
};
