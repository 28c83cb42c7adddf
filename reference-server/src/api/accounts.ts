/**
 * The demo accounts and well-known seeds. Browser tests import this module, so it must stay free of
 * imports that pull in the store.
 */
export const demoAccounts = {
  /** isAdmin, every manage.* permission plus users.admin. */
  admin: { email: 'admin@panel.test', password: 'admin123' },
  /** Owner of "Acme Apps": every company permission. */
  owner: { email: 'owner@acme.test', password: 'owner123' },
  /** Acme team member: application.view and statistics.view only. */
  member: { email: 'member@acme.test', password: 'member123' },
  /** Blocked: login answers 422 with a message on `email`. */
  blocked: { email: 'blocked@acme.test', password: 'blocked123' },
} as const;

export const demoInvite = {
  key: 'demo-invite-key',
  email: 'new.member@acme.test',
  expiredKey: 'expired-invite-key',
  revokedKey: 'revoked-invite-key',
  /** Accepted by the team member account (`member@acme.test`). */
  acceptedKey: 'accepted-invite-key',
  /** Stored as pending, but its date has passed: it reads `expired`. */
  lapsedKey: 'lapsed-invite-key',
} as const;

export const demoReferralCode = 'SPRING24';

/** The Telegram id linked to the owner account (a signed POST /common/auth/telegram/login with it signs in). */
export const demoTelegramId = 100200300;

/**
 * The demo's Telegram bot: the test server verifies the login widget's data with this token unless
 * PANEL_TELEGRAM_BOT_TOKEN names a real bot's (testing/telegram.ts signs with it). Not a secret: it is no real bot's.
 */
export const demoTelegramBot = {
  name: 'panel_demo_bot',
  token: '100000001:demo-bot-token-for-tests-only',
} as const;

export const DEMO_COMPANY_NAME = 'Acme Apps';
