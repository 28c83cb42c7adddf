import { useState } from 'react';
import { act, renderWithProviders, screen } from '@panel/shared-core/testing';
import { useDeclareRecordName, useRecordName } from './record-name';

function Declarer({ name, pathname }: { name: string | null; pathname: string }) {
  useDeclareRecordName(name, pathname);
  return null;
}

function Reader({ pathname }: { pathname: string }) {
  return <p data-testid={`name ${pathname}`}>{useRecordName(pathname) ?? '(none)'}</p>;
}

let show: (value: boolean) => void = () => undefined;
let rename: (value: string | null) => void = () => undefined;

function Page() {
  const [shown, setShown] = useState(true);
  const [name, setName] = useState<string | null>(null);
  show = setShown;
  rename = setName;
  return (
    <>
      {shown ? <Declarer name={name} pathname="/client/applications/8" /> : null}
      <Reader pathname="/client/applications/8" />
      <Reader pathname="/client/applications/9" />
    </>
  );
}

describe('the record name', () => {
  it('is declared for its page only, follows the record, and goes with its screen', () => {
    renderWithProviders(<Page />);
    const here = () => screen.getByTestId('name /client/applications/8');
    // Not known while the record loads.
    expect(here()).toHaveTextContent('(none)');

    act(() => rename('Golden Weather'));
    expect(here()).toHaveTextContent('Golden Weather');
    expect(screen.getByTestId('name /client/applications/9')).toHaveTextContent('(none)');

    act(() => rename('Silver Rain'));
    expect(here()).toHaveTextContent('Silver Rain');

    act(() => show(false));
    expect(here()).toHaveTextContent('(none)');
  });
});
