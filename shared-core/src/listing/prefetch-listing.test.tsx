import { ApiError } from '@panel/shared-core';
import { queryClient } from '@panel/shared-core/query';
import { renderWithProviders, waitFor } from '@panel/shared-core/testing';
import { listingApi, prefetchListing } from '@panel/shared-core/listing-data';
import { applicationSettings, pageOf } from './test-fixtures';
import { useListController, type ListController } from './use-list-controller';

let controller: ListController;

function Probe() {
  controller = useListController({ name: 'application', scope: 'client' });
  return null;
}

function mockListing() {
  const settings = jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
  const data = jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, 45));
  return { settings, data };
}

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
});

describe('prefetchListing', () => {
  it('asks for the default view ahead under the keys the screen reads, so the screen asks nothing again', async () => {
    const { settings, data } = mockListing();
    await prefetchListing({ name: 'application', scope: 'client', language: 'en' });
    expect(settings).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledWith(
      'application',
      { page: 1, filters: {}, search: '' },
      'client',
      expect.anything(),
    );

    renderWithProviders(<Probe />, { route: '/client/applications', language: 'en', queryClient });
    // The rows are there from the first render: they came from the calls made ahead.
    expect(controller.rows).toHaveLength(20);
    expect(controller.total).toBe(45);
    await waitFor(() => expect(controller.isLoading).toBe(false));
    expect(settings).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledTimes(1);
  });

  it('asks only for the settings when the URL describes another view', async () => {
    const { settings, data } = mockListing();
    await prefetchListing({ name: 'application', scope: 'client', language: 'en', search: '?page=2' });
    expect(settings).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();
  });

  it('leaves a failure to the screen, which asks again', async () => {
    const { settings } = mockListing();
    // A 4xx, which the client does not retry: the one call made ahead failed.
    settings.mockRejectedValueOnce(new ApiError({ status: 400, message: 'Bad request' }));
    await expect(
      prefetchListing({ name: 'application', scope: 'client', language: 'en' }),
    ).resolves.toBeUndefined();
    expect(settings).toHaveBeenCalledTimes(1);
    renderWithProviders(<Probe />, { route: '/client/applications', language: 'en', queryClient });
    await waitFor(() => expect(controller.rows).toHaveLength(20));
    expect(settings).toHaveBeenCalledTimes(2);
  });
});
