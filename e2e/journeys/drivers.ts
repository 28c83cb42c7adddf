/**
 * One small interface over three engines, so the journey (journey.ts) is written once: Chromium through puppeteer-core
 * (CDP), Firefox through puppeteer-core over WebDriver BiDi, WebKit through WebKitWebDriver (WebDriver classic) and
 * WebKitGTK's MiniBrowser under Xvfb. Playwright drives only its own patched Firefox and WebKit builds, which cannot be
 * downloaded here; these are Debian's browsers (firefox-esr, webkit2gtk-driver), as users run them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import WebDriver from 'webdriver';
import { CHROMIUM_ARGS } from '../playwright.config';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export type Key = 'Enter' | 'Escape' | 'Tab' | 'Backspace';

export interface Driver {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Runs `(fn)(arg)` in the page (`fn` a function's source) and returns its JSON result, a promise awaited. */
  evaluate<T>(fn: string, arg?: unknown): Promise<T>;
  /** A real click on the first element the CSS selector finds. */
  click(selector: string): Promise<void>;
  /** Real key presses of the text into the focused element. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

/** WebKitGTK's MiniBrowser is no command: it lives beside the library (libwebkit2gtk-4.1-0, or 4.0 on older systems). */
export function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const triplet = `${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu`;
  const current = `/usr/lib/${triplet}/webkit2gtk-4.1/MiniBrowser`;
  const older = `/usr/lib/${triplet}/webkit2gtk-4.0/MiniBrowser`;
  return existsSync(current) || !existsSync(older) ? current : older;
}

const EXECUTABLES: Record<Exclude<Engine, 'webkit'>, string> = {
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
};

/** Chromium (CDP) or Firefox (WebDriver BiDi), through puppeteer-core. */
async function puppeteerDriver(engine: 'chromium' | 'firefox'): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: engine === 'firefox' ? 'firefox' : 'chrome',
    executablePath: EXECUTABLES[engine],
    headless: true,
    args: engine === 'chromium' ? CHROMIUM_ARGS : [],
  });
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  return {
    engine,
    goto: async (url) => void (await page.goto(url)),
    evaluate: (fn, arg) => page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`) as never,
    click: async (selector) => void (await page.click(selector)),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
};

/** WebKit: WebKitWebDriver on a free display (xvfb-run), driving MiniBrowser. */
async function webkitDriver(port: number): Promise<Driver> {
  const server: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // What the driver or xvfb-run says on the way out names the cause of a failed start.
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-1000);
  });
  const stop = () => {
    process.off('exit', stop);
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  // The driver, Xvfb and MiniBrowser are a process group of their own: it goes when the run ends, however it ends.
  process.on('exit', stop);
  // A driver that cannot start (not installed, no xauth for xvfb-run) fails the launch at once, not after the
  // client's retries.
  const ended = new Promise<never>((_, reject) => {
    server.once('error', reject);
    server.once('exit', (code) =>
      reject(
        new Error(`xvfb-run WebKitWebDriver ended (exit ${code}) before a session started: ${said.trim()}`),
      ),
    );
  });
  ended.catch(() => undefined);
  try {
    const binary = miniBrowserPath();
    if (!existsSync(binary))
      throw new Error(`MiniBrowser not found at ${binary} (Debian: libwebkit2gtk-4.1-0)`);
    const session = WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryTimeout: 30_000,
      connectionRetryCount: 10,
      capabilities: {
        // WebKitGTK speaks WebDriver classic only: no BiDi session is asked for.
        'wdio:enforceWebDriverClassic': true,
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary,
          args: ['--automation'],
        },
      } as WebdriverIO.Capabilities,
    });
    session.catch(() => undefined); // when the driver's end wins the race below
    const client = await Promise.race([session, ended]);
    await client.setWindowRect(null, null, 1280, 900).catch(() => undefined);
    const element = async (selector: string) => {
      const found = await client.findElement('css selector', selector);
      return Object.values(found)[0] as string;
    };
    const keys = async (values: string[]) =>
      client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ]);
    return {
      engine: 'webkit',
      goto: async (url) => void (await client.navigateTo(url)),
      evaluate: (fn, arg) => client.executeScript(`return (${fn})(arguments[0]);`, [arg ?? null]) as never,
      click: async (selector) => void (await client.elementClick(await element(selector))),
      type: (text) => keys([...text]),
      press: (key) => keys([WEBDRIVER_KEYS[key]]),
      close: async () => {
        try {
          // A driver that no longer answers must not keep the run waiting: its process group is ended regardless.
          await Promise.race([
            client.deleteSession().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
          ]);
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The browser's own language is left alone: the panel starts in Russian whatever it is (shared-core's i18n/detection.ts
 * reads only its own choice), which the journey's texts expect.
 */
export function openDriver(engine: Engine, webdriverPort: number): Promise<Driver> {
  return engine === 'webkit' ? webkitDriver(webdriverPort) : puppeteerDriver(engine);
}
