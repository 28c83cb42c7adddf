/**
 * The header values the demo's Node servers and the nginx hosts both send (docs/deploying-a-remote.md, "Headers"):
 * the shell page's Content-Security-Policy (shell/deploy/csp-policy.mjs, which the shell image's start step writes through its jq twin, csp-policy.jq:
 * deploy/csp-policy.test.ts holds the two to one header),
 * and the Permissions-Policy and a remote page's policy (shared-core/deploy/security-headers.mjs), which nginx's files
 * carry as text: these tests read those files and fail when they say something else.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../servers';
import { PERMISSIONS_POLICY, REMOTE_DOCUMENT_POLICY, shellContentSecurityPolicy } from './security-headers';

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const SELF = 'http://localhost:8080';
const CONFIG = {
  mainHost: 'localhost:8080',
  apiBaseUrl: '/api',
  remotes: {
    client: 'http://localhost:8081/mf-manifest.json',
    manage: 'https://cdn.example.com/manage/1.4.0/mf-manifest.json?v=2',
    users: 'http://localhost:8083/mf-manifest.json',
  },
  telegramBot: null,
};

describe("the shell page's policy", () => {
  test("scripts from the shell's folder and the remotes' own origins only: never 'self', so never /api/", () => {
    const policy = directives(shellContentSecurityPolicy(CONFIG, { self: SELF }));
    // A remote on a host of its own: that origin, so a version shipped into a new folder loads without a new policy.
    expect(policy.get('script-src')).toEqual([
      'http://localhost:8080/admin/',
      'http://localhost:8081',
      'https://cdn.example.com',
      'http://localhost:8083',
    ]);
    // Fetches, images and fonts keep their origins: the API is called and its files shown, never run.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:8081',
      'https://cdn.example.com',
      'http://localhost:8083',
    ]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // No worker-src or child-src: workers fall back to script-src and its folders.
    expect(policy.has('worker-src') || policy.has('child-src')).toBe(false);
  });

  test("a remote on the shell's origin opens its folder of it, not the origin; a relative one is of the shell's", () => {
    const policy = directives(
      shellContentSecurityPolicy(
        {
          remotes: {
            client: '/remotes/client/mf-manifest.json',
            manage: 'http://localhost:8080/remotes/manage/mf-manifest.json',
            users: 'remotes/users/2.0.0/mf-manifest.json',
          },
        },
        { self: SELF },
      ),
    );
    expect(policy.get('script-src')).toEqual([
      'http://localhost:8080/admin/',
      'http://localhost:8080/remotes/client/',
      'http://localhost:8080/remotes/manage/',
      'http://localhost:8080/remotes/users/2.0.0/',
    ]);
  });

  test("a remote on the shell's host (as mainHost names it for nginx), on the API's, or with no mainHost: its folder", () => {
    const remotes = {
      client: 'https://panel.example.com/remotes/client/mf-manifest.json',
      manage: 'https://api.example.com/remotes/manage/mf-manifest.json',
      users: 'https://cdn.example.com/users/mf-manifest.json',
    };
    const nginx = directives(
      shellContentSecurityPolicy(
        { mainHost: 'panel.example.com', apiBaseUrl: 'https://api.example.com/api', remotes },
        { self: 'http://$http_host' },
      ),
    );
    expect(nginx.get('script-src')).toEqual([
      'http://$http_host/admin/',
      'https://panel.example.com/remotes/client/',
      'https://api.example.com/remotes/manage/',
      'https://cdn.example.com',
    ]);
    // Without mainHost nothing says which host is the shell's: every remote is held to its folder.
    const unknown = directives(shellContentSecurityPolicy({ remotes }, { self: 'http://$http_host' }));
    expect(unknown.get('script-src')).toEqual([
      'http://$http_host/admin/',
      'https://panel.example.com/remotes/client/',
      'https://api.example.com/remotes/manage/',
      'https://cdn.example.com/users/',
    ]);
  });

  test('a folder with a character that ends a directive or a policy is percent-encoded; non-http URLs are left out', () => {
    const policy = directives(
      shellContentSecurityPolicy(
        {
          remotes: {
            client: 'https://cdn.example.com/a;b,c/mf-manifest.json',
            manage: 'javascript:alert(1)',
            users: 42,
          },
        },
        { self: SELF },
      ),
    );
    expect(policy.get('script-src')).toEqual([
      'http://localhost:8080/admin/',
      'https://cdn.example.com/a%3Bb%2Cc/',
    ]);
  });

  test('with a Telegram bot, its widget script and frame; a report-uri when asked', () => {
    const policy = directives(
      shellContentSecurityPolicy({ ...CONFIG, telegramBot: 'panel_bot' }, { self: SELF, reportUri: '/r' }),
    );
    expect(policy.get('script-src')).toContain('https://telegram.org');
    expect(policy.get('frame-src')).toEqual(['https://oauth.telegram.org']);
    expect(policy.get('report-uri')).toEqual(['/r']);
  });

  test("refuses to build a policy without the shell's origin", () => {
    for (const self of [undefined, '', 'http://localhost:8080/']) {
      expect(() =>
        shellContentSecurityPolicy(CONFIG, { self } as unknown as Parameters<
          typeof shellContentSecurityPolicy
        >[1]),
      ).toThrow(/options\.self/);
    }
  });
});

describe("the nginx hosts' files say what the Node servers send", () => {
  const nginxFile = (name: string) => readFileSync(join(REPO_ROOT, 'shared-core/deploy/nginx', name), 'utf8');

  test('the Permissions-Policy of security-headers.conf, which every location and server includes', () => {
    const values = [
      ...nginxFile('security-headers.conf').matchAll(/^add_header Permissions-Policy "([^"]*)" always;$/gm),
    ];
    expect(values.map((match) => match[1])).toEqual([PERMISSIONS_POLICY]);
    expect(nginxFile('common.conf')).toMatch(/^include \/etc\/nginx\/panel\/security-headers\.conf;$/m);
    // The policy switches off, and names each feature once.
    expect(PERMISSIONS_POLICY).toMatch(/^([a-z-]+=\(\))(, [a-z-]+=\(\))*$/);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });

  test("a remote's pages: remote-document-policy.conf's value for text/html, sent by every location of its host", () => {
    const map = nginxFile('remote-document-policy.conf');
    expect([...map.matchAll(/^\s*"~\^text\/html" "([^"]*)";$/gm)].map((match) => match[1])).toEqual([
      REMOTE_DOCUMENT_POLICY,
    ]);
    expect(map).toMatch(/^\s*default "";$/m);
    const site = nginxFile('remote-site.conf');
    const locations = site.match(/^location /gm)?.length ?? 0;
    expect(locations).toBeGreaterThan(0);
    expect(
      site.match(/^ {4}add_header Content-Security-Policy \$panel_remote_document_policy always;$/gm)?.length,
    ).toBe(locations);
    // Every remote's host is the one template (shared-core/deploy/remote).
    const template = readFileSync(join(REPO_ROOT, 'shared-core/deploy/remote/nginx.conf.template'), 'utf8');
    // At the http level, before the server block: nginx takes a map nowhere else.
    const include = template.indexOf('include /etc/nginx/panel/remote-document-policy.conf;');
    expect(include >= 0 && include < template.indexOf('server {')).toBe(true);
    expect(template).toContain('include /etc/nginx/panel/remote-site.conf;');
  });

  test("the shell's host replaces the API's own headers with the panel's, so none is sent twice", () => {
    const template = readFileSync(join(REPO_ROOT, 'shell/deploy/nginx.conf.template'), 'utf8');
    const api = /^ {4}location \$\{PANEL_API_PATH\}\/ \{$([\s\S]*?)^ {4}\}$/m.exec(template)?.[1] ?? '';
    for (const header of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'])
      expect(api).toContain(`proxy_hide_header ${header};`);
    expect(api).toContain('include /etc/nginx/panel/security-headers.conf;');
  });
});
