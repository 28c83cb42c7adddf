import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { Deferred } from './deferred';

function Probe({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
  }, [log, name]);
  return <span>{name}</span>;
}

describe('Deferred', () => {
  it('commits the fallback first and its children in the render after', () => {
    const log: string[] = [];
    render(
      <Deferred fallback={<Probe name="fallback" log={log} />}>
        <Probe name="children" log={log} />
      </Deferred>,
    );
    expect(log).toEqual(['fallback', 'children']);
    expect(screen.getByText('children')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
