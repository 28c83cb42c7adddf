import { resolve } from 'node:path';
import {
  fakeApi,
  json,
  loadLocales,
  mockSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  type FakeApi,
  type FakeRoute,
  type userEvent,
} from '@panel/shared-core/testing';

type UserEvent = ReturnType<typeof userEvent.setup>;
import type { SubscriptionTier, Tariff } from '../../api/tariffs';
import TariffRecordScreen from './tariff-record-screen';

const resources = loadLocales(resolve(__dirname, '../../locales'));

const tier = (
  id: number,
  name: string,
  from: number,
  to: number | null,
  price: string,
): SubscriptionTier => ({
  id,
  version: 1,
  tariff_id: 2,
  tariff_name: 'Pro',
  name,
  installs_from: from,
  installs_to: to,
  price_per_install: price,
  currency: 'USD',
  companies_count: 0,
});

const tariff = (tiers: SubscriptionTier[]): Tariff & { version: number } => ({
  id: 2,
  version: 1,
  name: 'Pro',
  description: 'For growing teams',
  price: '99.00',
  currency: 'USD',
  period: 'month',
  limits: { applications: 100, domains: 20, push_per_month: 500_000, team_members: 10 },
  features: ['pwa', 'push'],
  is_active: true,
  sort: 2,
  tiers_count: tiers.length,
  companies_count: 0,
  tiers,
});

const options = {
  period: [
    { value: 'month', label: 'Monthly' },
    { value: 'year', label: 'Yearly' },
  ],
  currency: [{ value: 'USD', label: 'USD' }],
  features: [
    { value: 'pwa', label: 'PWA builder' },
    { value: 'push', label: 'Push notifications' },
  ],
};

/**
 * Replaces a number field's text at once: typed key by key, the error that comes and goes under the field re-renders
 * the input, and user-event's own caret then falls out of step with jsdom's.
 */
async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  window.sessionStorage.clear();
});

function renderTariff(tiers: SubscriptionTier[], routes: Record<string, FakeRoute> = {}) {
  let current = tiers;
  api = fakeApi({
    'GET /manage/tariff/:id/edit': () => json(200, { data: tariff(current), options }),
    ...routes,
  });
  const view = renderWithProviders(<TariffRecordScreen />, {
    route: '/manage/tariffs/2',
    path: '/manage/tariffs/:id',
    session: mockSession({ access: { isAdmin: true, permissions: ['manage.tariffs'] } }),
    language: 'en',
    resources,
  });
  return { ...view, setTiers: (next: SubscriptionTier[]) => (current = next) };
}

const S = tier(11, 'Pro S', 0, 1000, '0.0500');
const M = tier(12, 'Pro M', 1001, 10_000, '0.0400');

describe('the tiers of a tariff', () => {
  it('adds a tier after checking its range against the others, and shows the server refusal on its field', async () => {
    let stored = 0;
    const { user, setTiers } = renderTariff([S, M], {
      'POST /manage/tariff-tier/store': ({ body }) => {
        stored += 1;
        // The first save is refused by the server (say another administrator added a tier meanwhile).
        if (stored === 1)
          return json(422, {
            message: 'The given data was invalid.',
            errors: { installs_to: ['Overlaps «Pro L» (10,001–100,000).'] },
          });
        const saved = { ...tier(13, 'Pro L', 10_001, null, '0.0300'), ...(body as object) };
        setTiers([S, M, saved as SubscriptionTier]);
        return json(200, { data: saved, message: 'Tier saved.' });
      },
    });
    const rows = await screen.findAllByTestId('tier');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pro S0–1,000$0.05 per install'),
      expect.stringContaining('Pro M1,001–10,000$0.04 per install'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    const from = within(dialog).getByRole('spinbutton', { name: /^From/ });
    // The next free range starts right after the last tier.
    expect(from).toHaveValue('10001');
    expect(within(dialog).getByTestId('other-tiers')).toHaveTextContent(
      'The other tiers: «Pro S» 0–1,000; «Pro M» 1,001–10,000.',
    );

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Pro L');
    await retype(user, from, '9000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price per install/ }), '0,03');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Overlaps «Pro M» (1,001–10,000): start at 10,001 or later.'),
    ).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests()).not.toContain('POST /manage/tariff-tier/store');

    await retype(user, from, '10001');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const to = within(dialog).getByRole('spinbutton', { name: /^To/ });
    expect(await within(dialog).findByText('Overlaps «Pro L» (10,001–100,000).')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Pro L');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tier «Pro L» saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('tier')).toHaveLength(3));
    expect(api.bodiesOf('POST /manage/tariff-tier/store')).toEqual([
      { name: 'Pro L', installs_from: 10_001, installs_to: null, price_per_install: '0.03', tariff_id: 2 },
      { name: 'Pro L', installs_from: 10_001, installs_to: null, price_per_install: '0.03', tariff_id: 2 },
    ]);
    // The last tier has no end now: nothing can follow it.
    expect(screen.getByRole('button', { name: 'Add a tier' })).toBeDisabled();
    expect(screen.getByTestId('add-tier-hint')).toHaveTextContent('«Pro L» has no upper limit');
  });

  it('edits a tier in place, refusing a gap it would leave before the next one', async () => {
    const { user } = renderTariff([S, M], {
      'PUT /manage/tariff-tier/:id/update': ({ body }) =>
        json(200, { data: { ...S, ...(body as object) }, message: 'Tier saved.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the tier «Pro S»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tier «Pro S»' });
    const to = within(dialog).getByRole('spinbutton', { name: /^To/ });
    expect(to).toHaveValue('1000');
    await retype(user, to, '800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Leaves a gap before «Pro M» (1,001–10,000): end at 1,000.'),
    ).toBeInTheDocument();
    expect(api.requests()).not.toContain('PUT /manage/tariff-tier/11/update');
  });

  it('deletes the last tier once confirmed, and says why the server refused', async () => {
    const { user } = renderTariff([S, M], {
      'DELETE /manage/tariff-tier/:id/delete': json(422, {
        message: '2 companies are on this tier.',
        errors: { id: ['2 companies are on this tier.'] },
      }),
    });
    await screen.findAllByTestId('tier');
    // Deleting a tier before the last would leave its installs without a tier.
    expect(screen.queryByRole('button', { name: 'Delete the tier «Pro S»' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete the tier «Pro M»' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the tier' });
    expect(confirm).toHaveTextContent('Delete the tier «Pro M» (1,001–10,000)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete the tier' }));
    expect(await screen.findByText('2 companies are on this tier.')).toBeInTheDocument();
    expect(api.requests()).toContain('DELETE /manage/tariff-tier/12/delete');
    expect(screen.getAllByTestId('tier')).toHaveLength(2);
  });
});
