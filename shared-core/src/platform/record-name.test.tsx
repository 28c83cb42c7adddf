import { useState } from 'react';
import { act, renderWithProviders, screen } from '@panel/shared-core/testing';
import { useDeclareRecordName, useRecordName } from './record-name';

function Declarer({ name, path }: { name: string | null; path: string }) {
  useDeclareRecordName(name, path);
  return null;
}

function Reader() {
  const record = useRecordName();
  return <p data-testid="record">{record ? `${record.path} ${record.name}` : '(none)'}</p>;
}

let setFirst: (value: string | null) => void = () => undefined;
let setSecond: (value: string | null) => void = () => undefined;

/** Two record screens one after the other: the first leaving after the second arrived must not clear its name. */
function Page() {
  const [first, setFirstState] = useState<string | null>('loading');
  const [second, setSecondState] = useState<string | null>(null);
  setFirst = setFirstState;
  setSecond = setSecondState;
  return (
    <>
      {first !== null ? (
        <Declarer name={first === 'loading' ? null : first} path="/client/applications/8" />
      ) : null}
      {second !== null ? <Declarer name={second} path="/client/applications/9" /> : null}
      <Reader />
    </>
  );
}

describe('the record name', () => {
  it('is known once the record is, follows it, and goes with the screen that declared it', () => {
    renderWithProviders(<Page />);
    const shown = () => screen.getByTestId('record');
    // Not known while the record loads.
    expect(shown()).toHaveTextContent('(none)');

    act(() => setFirst('Golden Weather'));
    expect(shown()).toHaveTextContent('/client/applications/8 Golden Weather');
    act(() => setFirst('Silver Rain'));
    expect(shown()).toHaveTextContent('/client/applications/8 Silver Rain');

    act(() => setSecond('Neon Bets'));
    expect(shown()).toHaveTextContent('/client/applications/9 Neon Bets');
    act(() => setFirst(null));
    expect(shown()).toHaveTextContent('/client/applications/9 Neon Bets');
    act(() => setSecond(null));
    expect(shown()).toHaveTextContent('(none)');
  });
});
