import { useRef, useState } from 'react';
import { listingApi } from '@panel/shared-core/listing';
import {
  configure,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@panel/shared-core/testing';
import { Listing } from './listing';
import { useRowCursor } from './row-cursor';
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

describe('a row moved out of view after the press', () => {
  // Where the rows sit on the screen: jsdom lays nothing out. The region is 400 px high at the top of the window,
  // its sticky header cells 40 px high; the rows scroll in all of it unless a test gives it a horizontal scrollbar.
  let rowTop = 100;
  let portHeight = 400;
  const scrolled: Element[] = [];
  const { scrollIntoView } = Element.prototype;
  beforeEach(() => {
    rowTop = 100;
    portHeight = 400;
    scrolled.length = 0;
    // The hold lasts a second: a clock that stands still keeps a slow run inside it, so that what ends it is the
    // user's doing, never the time the test took.
    jest.spyOn(performance, 'now').mockReturnValue(1_000);
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const [top, height] = { TR: [rowTop, 40], TH: [0, 40] }[this.tagName] ?? [0, 400];
      return DOMRect.fromRect({ x: 0, y: top, width: 600, height });
    });
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => portHeight);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  const rows = [{ id: 1 }, { id: 2 }];
  function Rows() {
    const regionRef = useRef<HTMLDivElement>(null);
    const [renders, setRenders] = useState(0);
    useRowCursor({ rows, regionRef });
    return (
      <>
        {/* Outside the rows, and takes no focus: pressing it is neither the user scrolling the rows nor leaving them. */}
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setRenders(renders + 1)}
        >
          Render again
        </button>
        <div ref={regionRef} role="region" aria-label="Rows">
          <table>
            <thead>
              <tr>
                <th>Name</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-row-id={row.id}>
                  <td>Row {row.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  it('is brought back into view (the window measured the rows above it after the press), below the sticky header', async () => {
    const { user } = renderWithProviders(<Rows />, { language: 'en' });
    await user.keyboard('j');
    const row = screen.getByText('Row 1').closest('tr');
    expect(scrolled).toEqual([row]);
    // Scrolled to below the header, not under it; the region's top is the window's, so no more than the header.
    expect(row).toHaveStyle({ scrollMarginTop: '40px', scrollMarginBottom: '0px' });
    // Under the sticky header: not shown whole.
    rowTop = 20;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(scrolled).toEqual([row, row]);
    rowTop = 380;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(row).toHaveFocus();
    expect(scrolled).toEqual([row, row, row]);
  });

  it('is brought back from under a horizontal scrollbar: the rows scroll above it, not in the whole box', async () => {
    const { user } = renderWithProviders(<Rows />, { language: 'en' });
    await user.keyboard('j');
    const row = screen.getByText('Row 1').closest('tr');
    // The row's bottom at 390 px: inside the 400 px box, but under a 15 px scrollbar.
    portHeight = 385;
    rowTop = 350;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(scrolled).toEqual([row, row]);
  });

  it('is left where it is once the user presses another key in the rows (Page Down)', async () => {
    const { user } = renderWithProviders(<Rows />, { language: 'en' });
    await user.keyboard('j');
    const row = screen.getByText('Row 1').closest('tr');
    await user.keyboard('{PageDown}');
    rowTop = 380;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(row).toHaveFocus();
    expect(scrolled).toEqual([row]);
  });

  it('is left where it is once the focus has gone to another control', async () => {
    const { user } = renderWithProviders(<Rows />, { language: 'en' });
    await user.keyboard('j');
    const row = screen.getByText('Row 1').closest('tr');
    screen.getByRole('button', { name: 'Render again' }).focus();
    rowTop = 380;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(scrolled).toEqual([row]);
  });

  it('is left where it is once the user scrolls the rows, and a row in view is never scrolled again', async () => {
    const { user } = renderWithProviders(<Rows />, { language: 'en' });
    await user.keyboard('j');
    const row = screen.getByText('Row 1').closest('tr');
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(scrolled).toEqual([row]);
    fireEvent.wheel(screen.getByRole('region', { name: 'Rows' }));
    rowTop = 380;
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(scrolled).toEqual([row]);
  });
});
