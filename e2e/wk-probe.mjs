import { spawn } from 'node:child_process';
import WebDriver from 'webdriver';
const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', '--port=4445'], {
  stdio: ['ignore', 'ignore', 'ignore'],
  detached: true,
});
await new Promise((r) => setTimeout(r, 3000));
const t = setTimeout(() => {
  console.log('TIMEOUT');
  process.kill(-driver.pid);
  process.exit(1);
}, 60000);
try {
  console.log('session...');
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: 4445,
    logLevel: 'error',
    connectionRetryTimeout: 50000,
    capabilities: {
      'wdio:enforceWebDriverClassic': true,
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: process.argv[2], args: ['--automation'] },
    },
  });
  console.log('nav...');
  await client.navigateTo('data:text/html,<h1>hi</h1>');
  console.log(
    await client.executeScript(
      'return navigator.userAgent + " " + document.querySelector("h1").textContent',
      [],
    ),
  );
  await client.deleteSession();
} catch (e) {
  console.error('ERR', e.message);
}
clearTimeout(t);
process.kill(-driver.pid);
process.exit(0);
