import { resolve } from 'node:path';
import type { TFunction } from '@panel/shared-core';
import {
  configure,
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  type FakeApi,
} from '@panel/shared-core/testing';
import { withDomainTexts } from '@panel/shared-domain/testing';
import SystemFunnelFormScreen, { systemFunnelPayload, systemFunnelSchema } from './system-funnel-form-screen';

const resources = withDomainTexts(loadLocales(resolve(__dirname, '../../locales')));
// Chakra renders slowly in jsdom, the more so while the other suites run beside this one.
configure({ asyncUtilTimeout: 10_000 });

// The keys stand for the messages: the rules are what is checked here, not their wording.
const t = ((key: string) => key) as unknown as TFunction;
const schema = systemFunnelSchema(t);

const steps = [{ delay_minutes: 0, title: 'Hello', body: 'Welcome', url: 'https://example.com/' }];
const values = (trigger: string, trigger_value: number | null) => ({
  name: 'Comeback',
  trigger,
  trigger_value,
  template_id: null,
  is_active: false,
  steps,
});

/** The fields the rules complain about. */
const problems = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the system funnel rules', () => {
  it('want 1 to 365 whole days for "inactive days"', () => {
    expect(problems(values('inactive_days', null))).toEqual(['trigger_value']);
    expect(problems(values('inactive_days', 0))).toEqual(['trigger_value']);
    expect(problems(values('inactive_days', 366))).toEqual(['trigger_value']);
    expect(problems(values('inactive_days', 2.5))).toEqual(['trigger_value']);
    expect(problems(values('inactive_days', 1))).toEqual([]);
    expect(problems(values('inactive_days', 365))).toEqual([]);
  });

  it('want no value for an install or the first open, and send none', () => {
    expect(problems(values('install', null))).toEqual([]);
    expect(problems(values('first_open', null))).toEqual([]);
    // A value left from "inactive days" is not the trigger's: it is dropped, not refused.
    const parsed = schema.parse(values('install', 7));
    expect(systemFunnelPayload(parsed)).toMatchObject({ trigger: 'install', trigger_value: null });
    expect(systemFunnelPayload(schema.parse(values('inactive_days', 7)))).toMatchObject({
      trigger: 'inactive_days',
      trigger_value: 7,
    });
  });

  it('check the trigger and the steps together', () => {
    expect(problems({ ...values('inactive_days', null), steps: [{ ...steps[0], title: '' }] })).toEqual([
      'steps.0.title',
      'trigger_value',
    ]);
    expect(problems(values('sometimes', null))).toEqual(['trigger']);
  });

  it("tell every error at once: a step's wait left empty does not hold back the trigger's value (issue 51)", () => {
    // An empty number field is null, which fails the wait's type: zod alone would skip the trigger's rule.
    expect(
      problems({ ...values('inactive_days', null), steps: [{ ...steps[0], delay_minutes: null }] }),
    ).toEqual(['steps.0.delay_minutes', 'trigger_value']);
  });
});

let api: FakeApi;
afterEach(() => {
  api?.restore();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the system funnel form', () => {
  it('takes the trigger and the steps from a template and draws the timeline from that trigger', async () => {
    api = fakeApi({
      'GET /client/system-funnel/create': json(200, {
        options: {
          trigger: [
            { value: 'install', label: 'Install' },
            { value: 'first_open', label: 'First open' },
            { value: 'inactive_days', label: 'Inactive days' },
          ],
          template_id: [
            {
              value: 3,
              label: 'Win back',
              trigger: 'inactive_days',
              trigger_value: 3,
              steps: [
                { delay_minutes: 0, title: 'We miss you', body: 'Come back', url: 'https://example.com/b' },
                { delay_minutes: 120, title: 'A gift', body: 'For you', url: 'https://example.com/g' },
              ],
            },
          ],
        },
        defaults: {
          name: '',
          trigger: 'install',
          trigger_value: null,
          template_id: null,
          is_active: false,
          steps: [{ delay_minutes: 0, title: '', body: '', url: '' }],
        },
      }),
      'POST /client/system-funnel/store': ({ body }) =>
        json(200, {
          data: {
            id: 11,
            version: 1,
            template_name: 'Win back',
            created_at: '2026-05-01T10:00:00Z',
            ...(body as object),
          },
          message: 'Stored.',
        }),
    });
    const { user, location } = renderWithProviders(<SystemFunnelFormScreen />, {
      route: '/client/system-funnels/new',
      path: '/client/system-funnels/new',
      session: mockSession({ access: { permissions: ['funnel.manage'] } }),
      language: 'en',
      resources,
    });
    const timeline = await screen.findByTestId('funnel-timeline');
    expect(timeline).toHaveTextContent('Application installed');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Template' }),
      'Win back (3 days without opening)',
    );
    await waitFor(() => expect(timeline).toHaveTextContent('3 days without opening'));
    expect(timeline).toHaveTextContent('after 2 h');
    expect(screen.getByRole('combobox', { name: /^Trigger/ })).toHaveValue('inactive_days');
    expect(screen.getByRole('spinbutton', { name: /^Days without opening/ })).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Funnel «Win back» is saved')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/client/system-funnels/11'));
    expect(api.bodiesOf('POST /client/system-funnel/store')).toEqual([
      expect.objectContaining({
        name: 'Win back',
        trigger: 'inactive_days',
        trigger_value: 3,
        template_id: 3,
      }),
    ]);
  });
});

describe('the system funnel form and its errors (issue 51)', () => {
  /** The fields marked invalid, by name (a number field's wrapper is marked too, without a name). */
  const invalidFields = () =>
    Array.from(document.querySelectorAll('[aria-invalid="true"][name]'), (field) =>
      field.getAttribute('name'),
    );

  it('marks no field before the user has left it or pressed save, then every error of the answer at once', async () => {
    api = fakeApi({
      'GET /client/system-funnel/create': json(200, {
        options: {
          trigger: [
            { value: 'install', label: 'Install' },
            { value: 'inactive_days', label: 'Inactive days' },
          ],
          template_id: [],
        },
        defaults: {
          name: '',
          trigger: 'inactive_days',
          trigger_value: 3,
          template_id: null,
          is_active: false,
          steps: [
            { delay_minutes: 0, title: 'We miss you', body: 'Come back', url: 'https://example.com/b' },
          ],
        },
      }),
      // The server's 422: field errors and a rule between fields, in one answer.
      'POST /client/system-funnel/store': json(422, {
        message: 'The name is taken.',
        errors: {
          name: ['The name is taken.'],
          trigger_value: ['The number of days must be a whole number from 1 to 365.'],
          'steps.0.title': ['The title may not be longer than 65 characters.'],
        },
      }),
    });
    const { user } = renderWithProviders(<SystemFunnelFormScreen />, {
      route: '/client/system-funnels/new',
      path: '/client/system-funnels/new',
      session: mockSession({ access: { permissions: ['funnel.manage'] } }),
      language: 'en',
      resources,
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    // Nothing is red on arrival, though the name is empty and required: no field, no group of fields.
    expect(document.querySelectorAll('[aria-invalid="true"], [data-invalid]')).toHaveLength(0);
    // Nor while the name is first typed, even when it is emptied again before leaving it.
    await user.type(name, 'Co');
    await user.clear(name);
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(invalidFields()).toEqual([]);
    await user.type(name, 'Comeback');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The name is taken.')).toBeInTheDocument();
    expect(screen.getByText('The number of days must be a whole number from 1 to 365.')).toBeInTheDocument();
    expect(screen.getByText('The title may not be longer than 65 characters.')).toBeInTheDocument();
    await waitFor(() => expect(invalidFields()).toEqual(['name', 'trigger_value', 'steps.0.title']));
    expect(api.bodiesOf('POST /client/system-funnel/store')).toHaveLength(1);
  });
});
