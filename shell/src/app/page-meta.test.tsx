import { render, screen } from '@testing-library/react';
import { PageMetaProvider, useDeclarePageMeta, usePageMeta } from './page-meta';

function Title() {
  const { title, crumbs } = usePageMeta();
  return <h1 aria-description={crumbs.map((crumb) => crumb.label).join(' / ')}>{title ?? 'none'}</h1>;
}

let screenRenders = 0;
function Screen({ title }: { title: string }) {
  screenRenders += 1;
  useDeclarePageMeta(title, [{ label: 'Client', to: '/client' }, { label: title }]);
  return <p>{title} screen</p>;
}

beforeEach(() => {
  screenRenders = 0;
});

describe('page meta', () => {
  it('shows the declared title and crumbs in the header, and in the document title', async () => {
    render(
      <PageMetaProvider>
        <Title />
        <Screen title="Applications" />
      </PageMetaProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Applications' })).toHaveAttribute(
      'aria-description',
      'Client / Applications',
    );
    expect(document.title).toBe('Applications · Panel');
  });

  it('does not render the declaring screen again when its title arrives in the header', async () => {
    render(
      <PageMetaProvider>
        <Title />
        <Screen title="Edit" />
      </PageMetaProvider>,
    );
    await screen.findByRole('heading', { name: 'Edit' });
    expect(screenRenders).toBe(1);
  });
});
