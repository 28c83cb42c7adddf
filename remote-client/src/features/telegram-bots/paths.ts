/** Where the Telegram bots live (the shell mounts the area at /client). */
export const BOTS_PATH = '/client/telegram-bots';
