import { listingApi } from '@panel/shared-core/listing';
import { configure, renderWithProviders, screen, waitFor, within } from '@panel/shared-core/testing';
import { Listing } from './listing';
import { applicationSettings, pageOf } from './test-fixtures';

// Chakra renders slowly in jsdom.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  jest.spyOn(listingApi, 'settings').mockResolvedValue(applicationSettings);
  jest.spyOn(listingApi, 'data').mockImplementation(async (_name, query) => pageOf(query, 45));
});
afterEach(() => localStorage.clear());

function renderListing() {
  const result = renderWithProviders(<Listing name="application" scope="client" />, {
    route: '/client/applications',
    language: 'en',
  });
  return result;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const marked = () => bodyRows().filter((row) => row.hasAttribute('data-cursor'));

describe('the listing by keyboard', () => {
  it('/ puts the cursor in the search box, and the keys are text there', async () => {
    const { user } = renderListing();
    await screen.findByText('App 1');
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: /search/i });
    expect(search).toHaveFocus();
    await user.keyboard('jk/');
    expect(search).toHaveValue('jk/');
    expect(marked()).toEqual([]);
  });

  it('j and k move a marked, focused row; Enter opens the row under it', async () => {
    const { user, location } = renderListing();
    await screen.findByText('App 1');
    await user.keyboard('j');
    expect(marked()).toEqual([bodyRows()[0]]);
    expect(bodyRows()[0]).toHaveFocus();
    await user.keyboard('jj');
    expect(marked()).toEqual([bodyRows()[2]]);
    await user.keyboard('k');
    expect(marked()).toEqual([bodyRows()[1]]);
    expect(bodyRows()[1]).toHaveFocus();
    expect(bodyRows()[1]).toHaveTextContent('App 2');
    // k on the first row stays there.
    await user.keyboard('kkk');
    expect(marked()).toEqual([bodyRows()[0]]);
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/client/applications/2'));
  });

  it('leaves Enter alone when focus has moved elsewhere on the page', async () => {
    const { user, location } = renderListing();
    await screen.findByText('App 1');
    await user.keyboard('j');
    screen.getByRole('region', { name: /applications/i }).focus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/client/applications');
  });
});
