import { renderWithProviders, screen } from '@panel/shared-core/testing';
import { FactList, RecordScreen } from '@panel/shared-core/record-view';
import { Badge } from '@panel/shared-core/ui';

/** The element that decides the direction of a text: the nearest isolate (`<bdi>`, or any element with `dir`). */
const isolateOf = (text: string) => screen.getByText(text).closest('bdi, [dir="auto"]');

describe('RecordScreen and FactList', () => {
  it("keep what people typed in its own direction: the record's name, its subtitle, text facts", async () => {
    renderWithProviders(
      <RecordScreen
        title="Dragon Runner!"
        subtitle="dragon-runner.com"
        basePath="/client/applications/8"
        back={{ to: '/client/applications', label: 'Applications' }}
        tabs={[{ to: '', label: 'Overview' }]}
      >
        <FactList
          facts={[
            { label: 'Installs label', value: '100K+' },
            { label: 'Status', value: <Badge>Active</Badge> },
          ]}
        />
      </RecordScreen>,
      { route: '/client/applications/8', language: 'en' },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dragon Runner!' });
    expect(heading.querySelector('bdi')).toHaveTextContent('Dragon Runner!');
    expect(isolateOf('dragon-runner.com')).not.toBeNull();
    expect(isolateOf('100K+')).not.toBeNull();
    // An element keeps its place in the page's direction: an isolate would lay its children out in its own.
    expect(isolateOf('Active')).toBeNull();
  });
});
