/**
 * Helpers of the administrators' screens' browser tests: who the demo accounts are on the server, money as the
 * English panel writes it, and the panel's menu.
 */
import type { UserInfoAnswer } from '@panel/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, type Caller } from '@panel/reference-server/testing/records';
import type { Account } from '../support/demo';

export type Me = Pick<UserInfoAnswer['user'], 'id' | 'name' | 'email' | 'company_id' | 'company_name'>;

/** A demo account as the server knows it, and a caller signed in as it. */
export async function whoIs(request: APIRequestContext, account: Account): Promise<Me & { caller: Caller }> {
  const caller = await signIn(request, account);
  const { user } = await caller.ok<{ user: Me }>('GET', '/common/auth/user');
  return { ...user, caller };
}

/** Money as the English panel shows it (shared-core `formatMoney`): "$1,234.50". */
export const usd = (amount: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(Number(amount));

/** The panel's menu (every area's section). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** One area's section of the menu: `client`, `manage` or `users`. */
export const menuSection = (page: Page, area: 'client' | 'manage' | 'users') =>
  page.getByTestId(`nav-section-${area}`);
