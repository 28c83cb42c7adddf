/**
 * The router renders a navigation in a transition, which a busy machine may render long after the address bar shows
 * it. A change made meanwhile (Escape clearing the search just applied with Enter) must build on what was sent, even
 * when something else rendered the listing with the old address in between: here the navigation never renders at all.
 */
import { useListUrlState, type ListUrlState } from './use-list-url-state';
import { applicationSettings } from './test-fixtures';
import { act, renderWithProviders } from '@panel/shared-core/testing';

const sent: string[] = [];
jest.mock('@panel/shared-core/router', () => ({
  ...jest.requireActual<object>('@panel/shared-core/router'),
  useNavigate: () => (to: { search: string }) => {
    sent.push(to.search);
    return Promise.resolve();
  },
}));

let view: ListUrlState;
function Probe() {
  view = useListUrlState({ settings: applicationSettings, syncUrl: true, onChange: () => undefined });
  return null;
}

test('a search cleared before the search just sent has rendered is cleared, after a render of the old address', () => {
  const { rerender } = renderWithProviders(<Probe />, { route: '/client/applications' });
  act(() => view.setSearch('Golden'));
  expect(sent).toEqual(['?q=Golden']);
  // The search box's own render (its draft), before the router's: the listing still reads the old address.
  rerender(<Probe />);
  act(() => view.setSearch(''));
  expect(sent).toEqual(['?q=Golden', '']);
});
