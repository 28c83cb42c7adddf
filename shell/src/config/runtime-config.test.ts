import {
  RuntimeConfigError,
  applyDevOverrides,
  fetchRuntimeConfig,
  REMOTE_URL_RE,
  parseRuntimeConfig,
  validateRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';

const valid = {
  mainHost: 'panel.example.com',
  apiBaseUrl: '/api',
  remotes: {
    client: 'https://client.example.com/mf-manifest.json',
    manage: 'https://manage.example.com/mf-manifest.json',
    users: 'https://users.example.com/mf-manifest.json',
  },
  telegramBot: null,
  errorReportUrl: '/api/client-errors',
  cspReportUrl: null,
};

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RuntimeConfigError);
    return (error as RuntimeConfigError).problems;
  }
  throw new Error('expected a RuntimeConfigError');
}

describe('validateRuntimeConfig', () => {
  it('defaults the report addresses to none', () => {
    const { errorReportUrl: _e, cspReportUrl: _c, ...older } = valid;
    expect(validateRuntimeConfig(older)).toMatchObject({ errorReportUrl: null, cspReportUrl: null });
  });

  it.each([['//evil.example.com/x'], ['http://reports.example.com/'], [42]])(
    'rejects the report address %p',
    (address) => {
      expect(
        problemsOf(() => validateRuntimeConfig({ ...valid, errorReportUrl: address, cspReportUrl: address })),
      ).toEqual([
        'errorReportUrl: expected a path such as "/api/errors", an https address or null',
        'cspReportUrl: expected a path such as "/api/errors", an https address or null',
      ]);
    },
  );

  it('accepts a complete configuration', () => {
    expect(validateRuntimeConfig(valid)).toEqual(valid);
  });

  it('rejects bad JSON with a readable problem', () => {
    expect(problemsOf(() => parseRuntimeConfig('{"mainHost": '))).toEqual([
      'runtime-config.json: JSON syntax error',
    ]);
  });

  it.each([[null], [[]], ['text'], [42]])('rejects %p: not an object', (input) => {
    expect(problemsOf(() => validateRuntimeConfig(input))).toEqual(['root: expected an object']);
  });

  it('names a missing remote', () => {
    const { users: _users, ...remotes } = valid.remotes;
    expect(problemsOf(() => validateRuntimeConfig({ ...valid, remotes }))).toEqual([
      'remotes.users: missing',
    ]);
  });

  it('rejects remotes that are not an object', () => {
    expect(problemsOf(() => validateRuntimeConfig({ ...valid, remotes: ['a'] }))).toEqual([
      'remotes: expected an object naming client, manage and users',
    ]);
  });

  it('names an unknown remote key', () => {
    const problems = problemsOf(() =>
      validateRuntimeConfig({
        ...valid,
        remotes: { ...valid.remotes, billing: 'https://b.example.com/mf-manifest.json' },
      }),
    );
    expect(problems).toEqual(['remotes.billing: unknown remote']);
  });

  it('rejects http on a non-local origin', () => {
    const problems = problemsOf(() =>
      validateRuntimeConfig({
        ...valid,
        remotes: { ...valid.remotes, client: 'http://client.example.com/mf-manifest.json' },
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^remotes\.client: .*must be https/);
  });

  it('accepts https anywhere and http on localhost', () => {
    const config = validateRuntimeConfig({
      ...valid,
      remotes: {
        client: 'http://localhost:8081/mf-manifest.json',
        manage: 'http://127.0.0.1:8082/mf-manifest.json',
        users: 'https://cdn.example.org/users/mf-manifest.json',
      },
    });
    expect(config.remotes.client).toBe('http://localhost:8081/mf-manifest.json');
    expect(config.remotes.manage).toBe('http://127.0.0.1:8082/mf-manifest.json');
  });

  it.each([
    'javascript:alert(1)',
    'ftp://localhost/mf-manifest.json',
    'https://user:secret@example.com/mf-manifest.json',
    'not a url',
    'http://localhost.evil.com/mf-manifest.json',
  ])('refuses the remote URL %p', (url) => {
    expect(REMOTE_URL_RE.test(url)).toBe(false);
  });

  it('defaults apiBaseUrl to /api and checks it is a path on the main host', () => {
    const { apiBaseUrl: _omit, ...withoutApi } = valid;
    expect(validateRuntimeConfig(withoutApi).apiBaseUrl).toBe('/api');
    expect(validateRuntimeConfig({ ...valid, apiBaseUrl: '/backend/api' }).apiBaseUrl).toBe('/backend/api');
    for (const apiBaseUrl of ['api', '/', '//evil.example.com/api', 'https://evil.example.com/api', 42]) {
      expect(problemsOf(() => validateRuntimeConfig({ ...valid, apiBaseUrl }))).toEqual([
        'apiBaseUrl: expected a path such as "/api"',
      ]);
    }
  });

  it('checks mainHost and telegramBot', () => {
    expect(problemsOf(() => validateRuntimeConfig({ ...valid, mainHost: 'https://x.com/' }))[0]).toMatch(
      /^mainHost:/,
    );
    expect(problemsOf(() => validateRuntimeConfig({ ...valid, telegramBot: 'bad name!' }))[0]).toMatch(
      /^telegramBot:/,
    );
    expect(validateRuntimeConfig({ ...valid, telegramBot: 'panel_bot' }).telegramBot).toBe('panel_bot');
    expect(validateRuntimeConfig({ ...valid, mainHost: 'localhost:8080' }).mainHost).toBe('localhost:8080');
  });

  it('lists every problem at once', () => {
    const problems = problemsOf(() => validateRuntimeConfig({ mainHost: '', remotes: {} }));
    expect(problems).toEqual(
      expect.arrayContaining([
        'remotes.client: missing',
        'remotes.manage: missing',
        'remotes.users: missing',
      ]),
    );
    expect(problems.some((p) => p.startsWith('mainHost:'))).toBe(true);
  });
});

describe('fetchRuntimeConfig', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('loads the file without the cache and validates it', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ status: 200, text: async () => JSON.stringify(valid) });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchRuntimeConfig()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith(
      '/admin/runtime-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('turns HTTP and network failures into RuntimeConfigError', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ status: 404, text: async () => '' }) as unknown as typeof fetch;
    await expect(fetchRuntimeConfig()).rejects.toMatchObject({
      problems: ['/admin/runtime-config.json: HTTP 404'],
    });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(fetchRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});

describe('applyDevOverrides', () => {
  const config = validateRuntimeConfig(valid) as RuntimeConfig;

  beforeEach(() => sessionStorage.clear());

  it('points a remote at a local dev server and remembers it for the tab', () => {
    const result = applyDevOverrides(
      config,
      '?remote-client=http://localhost:3001/mf-manifest.json',
      sessionStorage,
    );
    expect(result.remotes.client).toBe('http://localhost:3001/mf-manifest.json');
    expect(result.remotes.manage).toBe(valid.remotes.manage);
    // A later load without the parameter keeps the override.
    expect(applyDevOverrides(config, '', sessionStorage).remotes.client).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
  });

  it.each([
    'https://evil.example.com/mf-manifest.json',
    'http://localhost.evil.com/mf-manifest.json',
    'javascript:alert(1)',
    'file:///etc/passwd',
    '::not a url::',
  ])('ignores the non-local override %p', (value) => {
    const result = applyDevOverrides(config, `?remote-manage=${encodeURIComponent(value)}`, sessionStorage);
    expect(result.remotes.manage).toBe(valid.remotes.manage);
  });

  it('accepts 127.0.0.1 and works without storage', () => {
    const result = applyDevOverrides(
      config,
      '?remote-users=http://127.0.0.1:4000/mf-manifest.json',
      undefined,
    );
    expect(result.remotes.users).toBe('http://127.0.0.1:4000/mf-manifest.json');
  });

  it('does not change the given configuration', () => {
    applyDevOverrides(config, '?remote-client=http://localhost:3001/mf-manifest.json', sessionStorage);
    expect(config.remotes.client).toBe(valid.remotes.client);
  });
});
