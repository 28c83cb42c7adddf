import { ApiError, type ListingEndpoints, type ListingSettings } from '@panel/shared-core';
import { listingApi } from '@panel/shared-core/listing-data';
import { act, renderWithProviders, waitFor } from '@panel/shared-core/testing';
import type { ListingSource } from './list-query';
import { applicationSettings } from './test-fixtures';
import { useListSettings, type ListSettings } from './use-list-settings';

let described: ListSettings;

function Probe(props: Partial<ListingSource>) {
  described = useListSettings({
    name: 'application',
    scope: 'client',
    endpoints: undefined,
    fixed: undefined,
    ...props,
  });
  return null;
}

const statistics: ListingSettings = { ...applicationSettings, aggregations: true };
const ENDPOINTS: ListingEndpoints = { settings: '/admin/apps/list-settings', data: '/admin/apps/list' };

describe('useListSettings', () => {
  it('asks for the description of the listing in its scope and hands it over as served', async () => {
    const settings = jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    renderWithProviders(<Probe />);
    expect(described.isPending).toBe(true);
    expect(described.settings).toBeUndefined();
    await waitFor(() => expect(described.settings).toBe(applicationSettings));
    expect(described.isPending).toBe(false);
    expect(settings).toHaveBeenCalledWith(
      'application',
      'client',
      expect.objectContaining({ endpoints: undefined }),
    );
  });

  it('does not offer the filters the screen fixes', async () => {
    jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    renderWithProviders(<Probe fixed={{ status: 'active', category: ['games'] }} />);
    await waitFor(() => expect(described.settings).toBeDefined());
    expect(described.settings?.filters.map((filter) => filter.key)).toEqual([
      'name',
      'created',
      'amount',
      'push_enabled',
    ]);
    expect(described.settings?.columns).toBe(applicationSettings.columns);
  });

  it('has totals for a listing read from its own calls only when one of them is the aggregations call', async () => {
    const settings = jest.spyOn(listingApi, 'settings').mockResolvedValue(statistics);
    const { unmount } = renderWithProviders(<Probe endpoints={ENDPOINTS} />);
    await waitFor(() => expect(described.settings).toBeDefined());
    expect(described.settings?.aggregations).toBe(false);
    expect(settings).toHaveBeenCalledWith(
      'application',
      'client',
      expect.objectContaining({ endpoints: ENDPOINTS }),
    );
    unmount();

    renderWithProviders(<Probe endpoints={{ ...ENDPOINTS, aggregations: '/admin/apps/totals' }} />);
    await waitFor(() => expect(described.settings).toBeDefined());
    expect(described.settings?.aggregations).toBe(true);
  });

  it("keeps the old language's description on screen while the new one loads", async () => {
    const settings = jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
    const { i18n } = renderWithProviders(<Probe />, { language: 'en' });
    await waitFor(() => expect(described.settings).toBe(applicationSettings));

    let answer: () => void = () => undefined;
    const translated = { ...applicationSettings, title: 'Приложения' };
    settings.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve(translated))));
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(settings).toHaveBeenCalledTimes(2));
    expect(described.settings).toBe(applicationSettings);
    expect(described.isPending).toBe(false);

    act(() => answer());
    await waitFor(() => expect(described.settings?.title).toBe('Приложения'));
  });

  it('reports a failure, and asks again on refetch', async () => {
    const settings = jest
      .spyOn(listingApi, 'settings')
      .mockRejectedValueOnce(new ApiError({ status: 500, message: 'Down' }))
      .mockResolvedValue(applicationSettings);
    renderWithProviders(<Probe />);
    await waitFor(() => expect(described.error).toBeInstanceOf(ApiError));
    expect(described.settings).toBeUndefined();
    await act(async () => {
      await described.refetch();
    });
    await waitFor(() => expect(described.settings).toBe(applicationSettings));
    expect(described.error).toBeNull();
    expect(settings).toHaveBeenCalledTimes(2);
  });
});
