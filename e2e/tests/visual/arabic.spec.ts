/**
 * The main screens in Arabic, in light and dark (tests/visual/visual.ts): the right-to-left layout (the sidebar on the
 * right, mirrored icons and alignment), Arabic digits where the locale writes them, and the English content people
 * typed isolated in its own direction.
 */
import { test } from '../support/test';
import { settled, setUp, shoot } from './visual';

test.use({ timezoneId: 'UTC' });

const SCREENS = [
  { name: 'login', path: '/admin/login', account: undefined, covers: 'the login form' },
  { name: 'client-dashboard', path: '/admin/client', account: 'owner', covers: 'figures and charts' },
  { name: 'listing-table', path: '/admin/client/applications', account: 'owner', covers: 'a listing' },
  { name: 'record', path: '/admin/client/applications/1', account: 'owner', covers: 'a record with tabs' },
  { name: 'form', path: '/admin/client/applications/1/edit', account: 'owner', covers: 'a form' },
] as const;

for (const { name, path, account, covers } of SCREENS) {
  test(`in Arabic, ${covers}: ${path}`, async ({ page }) => {
    await setUp(page, { account, lng: 'ar' });
    await page.goto(path);
    await settled(page);
    await shoot(page, `ar-${name}`);
  });
}
