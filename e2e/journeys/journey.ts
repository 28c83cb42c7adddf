/**
 * The journey every engine walks (docs/browsers.md): sign in, a listing, edit and save a record, a dialog, the profile,
 * Arabic, sign out. Each step checks what a user would see, and a saved value is read back from the API. Written against the
 * Driver interface only (drivers.ts): what to find is found by a script in the page, then clicked or typed into for
 * real. Waits poll for the state they need, never for a time.
 */
import type { Driver } from './drivers';

export interface Step {
  name: string;
  run: (driver: Driver) => Promise<void>;
}

const WAIT_MS = 20_000;
const POLL_MS = 100;

/** Polls `(fn)(arg)` in the page until it returns something truthy; returns it, or fails naming what was awaited. */
async function waitFor<T>(driver: Driver, what: string, fn: string, arg?: unknown): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.evaluate<T>(fn, arg);
      if (value) return value;
    } catch (error) {
      // A navigation between two polls destroys the context the script ran in: poll again.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${driver.engine}: timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Marks the first visible element matching `selector` whose text (or accessible label) matches `text` with
 * `data-journey`, so the driver can click it for real; returns that selector.
 */
async function find(driver: Driver, selector: string, text: string | null, what: string): Promise<string> {
  const mark = `j${Math.random().toString(36).slice(2, 8)}`;
  await waitFor(
    driver,
    what,
    `({ selector, text, mark }) => {
      const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
      const matches = (el) => text === null || (el.textContent || '').includes(text) || (el.getAttribute('aria-label') || '').includes(text);
      const el = [...document.querySelectorAll(selector)].find((e) => visible(e) && matches(e) && !e.disabled);
      if (!el) return false;
      el.setAttribute('data-journey', mark);
      return true;
    }`,
    { selector, text, mark },
  );
  return `[data-journey="${mark}"]`;
}

async function clickOn(driver: Driver, selector: string, text: string | null, what: string): Promise<void> {
  await driver.click(await find(driver, selector, text, what));
}

/** Focuses a field, empties it as a user would (select all, delete), and types the value key by key. */
async function fill(driver: Driver, selector: string, value: string, what: string): Promise<void> {
  const target = await find(driver, selector, null, what);
  await driver.click(target);
  await driver.evaluate(
    `(selector) => { const el = document.querySelector(selector); el.focus(); el.select(); }`,
    target,
  );
  await driver.press('Backspace');
  await driver.type(value);
}

const pathIs = (path: string) => `() => location.pathname === ${JSON.stringify(path)}`;

/** The page's h1, once it shows one and nothing on it is loading. */
const settledHeading = `() => {
  const h1 = document.querySelector('main h1');
  return h1 && !document.querySelector('[aria-busy="true"]') ? h1.textContent.trim() : '';
}`;

export function journey(base: string, account: { email: string; password: string }, marker: string): Step[] {
  return [
    {
      name: 'sign in',
      run: async (d) => {
        await d.goto(`${base}/admin/login`);
        await fill(d, 'input[type="email"]', account.email, 'the e-mail field');
        await fill(d, 'input[type="password"]', account.password, 'the password field');
        await d.press('Enter');
        await waitFor(
          d,
          'the page after signing in',
          `() => !location.pathname.startsWith('/admin/login') && !!document.querySelector('main h1') && !!document.querySelector('[data-testid="user-menu-trigger"]')`,
        );
      },
    },
    {
      name: 'a listing',
      run: async (d) => {
        await d.goto(`${base}/admin/client/applications`);
        const rows = await waitFor<number>(
          d,
          'the applications listing’s rows',
          `() => document.querySelectorAll('main table tbody:not([aria-label]) tr a').length`,
        );
        if (rows < 2) throw new Error(`${d.engine}: only ${rows} row links`);
        // A row opens its record.
        await clickOn(d, 'main table tbody:not([aria-label]) tr a', null, 'a row’s link');
        await waitFor(
          d,
          'a record’s screen',
          `() => /^\\/admin\\/client\\/applications\\/\\d+$/.test(location.pathname)`,
        );
      },
    },
    {
      name: 'edit and save a record',
      run: async (d) => {
        await d.goto(`${base}/admin/client/applications/1/edit`);
        await waitFor(
          d,
          'the edit form with its record',
          `() => document.querySelector('input[name="developer_name"]')?.value`,
        );
        await fill(d, 'input[name="developer_name"]', marker, 'the developer field');
        await clickOn(d, 'button[type="submit"]', null, 'the save button');
        await waitFor(d, 'the record screen after saving', pathIs('/admin/client/applications/1'));
        await waitFor(
          d,
          'the saved value on the record',
          `(marker) => document.querySelector('main').textContent.includes(marker)`,
          marker,
        );
        const saved = await waitFor<string>(
          d,
          'the saved record from the API',
          `async () => {
            const answer = await fetch('/api/client/application/1/edit', { headers: { Authorization: 'Bearer ' + localStorage.getItem('token') } });
            return answer.ok ? (await answer.json()).data.developer_name : '';
          }`,
        );
        if (saved !== marker) throw new Error(`${d.engine}: the API has "${saved}", not "${marker}"`);
        // A reload reads the record anew: the value is the server's, not a cache of the page that saved it.
        await d.evaluate(`() => { window.journeyBeforeReload = true; }`);
        await d.goto(`${base}/admin/client/applications/1`);
        await waitFor(
          d,
          'the saved value on the record after a reload',
          `(marker) => !window.journeyBeforeReload && !!document.querySelector('main')?.textContent.includes(marker)`,
          marker,
        );
      },
    },
    {
      name: 'a dialog takes the focus and gives it back',
      run: async (d) => {
        await waitFor(d, 'the record screen', settledHeading);
        const trigger = await find(d, 'main button', 'Деактивировать', 'the Deactivate button');
        await d.click(trigger);
        await waitFor(
          d,
          'the confirmation dialog with the focus in it',
          `() => { const dialog = document.querySelector('[role="alertdialog"]'); return !!dialog && dialog.contains(document.activeElement); }`,
        );
        await d.press('Escape');
        await waitFor(
          d,
          'the dialog closed and the focus back on its button',
          `(trigger) => !document.querySelector('[role="alertdialog"]') && document.activeElement === document.querySelector(trigger)`,
          trigger,
        );
      },
    },
    {
      name: 'the profile from the account menu: the role in words, a new name in the header',
      run: async (d) => {
        await clickOn(d, '[data-testid="user-menu-trigger"]', null, 'the account menu');
        await clickOn(d, '[role="menuitem"]', 'Профиль', 'the profile item');
        await waitFor(d, 'the profile screen', pathIs('/admin/profile'));
        await waitFor(
          d,
          'the profile with the name and the seeded role in Russian',
          `() => !!document.querySelector('input[name="name"]')?.value && document.querySelector('main').textContent.includes('Владелец')`,
        );
        const name = `${marker} owner`;
        await fill(d, 'input[name="name"]', name, 'the name field');
        await clickOn(d, 'button[type="submit"]', null, 'the save button');
        await waitFor(
          d,
          'the new name in the header',
          `(name) => !!document.querySelector('[data-testid="user-menu-trigger"]')?.textContent.includes(name)`,
          name,
        );
      },
    },
    {
      name: 'Arabic, right to left',
      run: async (d) => {
        await clickOn(d, 'button[lang="ar"]', null, 'the AR language button');
        await waitFor(
          d,
          'the page in Arabic, right to left',
          `() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl' && /[\\u0600-\\u06FF]/.test(document.querySelector('nav')?.textContent || '') && /[\\u0600-\\u06FF]/.test(document.querySelector('main')?.textContent || '')`,
        );
      },
    },
    {
      name: 'sign out',
      run: async (d) => {
        await clickOn(d, '[data-testid="user-menu-trigger"]', null, 'the account menu');
        await clickOn(d, '[role="menuitem"]', 'تسجيل الخروج', 'the sign-out item (in Arabic)');
        await waitFor(d, 'the sign-in page', pathIs('/admin/login'));
        const token = await d.evaluate<string | null>(`() => localStorage.getItem('token')`);
        if (token) throw new Error(`${d.engine}: the session's token is still stored`);
      },
    },
  ];
}
