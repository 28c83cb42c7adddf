import { chromium } from '@playwright/test';
import { DemoServer } from './server';
import { BROWSER, CONTENT } from './config';
import { coldContext } from './session';
import { installContentProbe, waitForContent } from './probes';
const server = new DemoServer();
try {
  await server.start();
  const browser = await chromium.launch({ executablePath: BROWSER.executablePath, args: BROWSER.args });
  for (const [path, account, sel] of [['/admin/client/applications', 'owner', CONTENT.listingRows], ['/admin/users', 'admin', CONTENT.listingRows]] as const) {
    const context = await coldContext(browser, account);
    await installContentProbe(context, sel);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
    page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
    page.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()); });
    await page.goto('http://localhost:8080' + path, { waitUntil: 'commit' });
    try { console.log(path, 'content at', await waitForContent(page, 15000)); } catch (e) { console.log(path, 'no content', (e as Error).message.split('\n')[0]); await page.screenshot({ path: '/tmp/dbg.png' }); }
    await context.close();
  }
  await browser.close();
} finally { await server.stop(); }
