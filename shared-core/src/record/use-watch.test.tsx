import { useLayoutEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useFormContext, type UseFormReturn } from 'react-hook-form';
import { useWatch } from './use-watch';

interface Values {
  title: string;
  body: string;
  steps: { title: string }[];
}

/** Sets the title in its layout effect, which runs before the watcher after it has subscribed. */
function FillsOnMount({ title }: { title: string }) {
  const form = useFormContext<Values>();
  useLayoutEffect(() => {
    form.setValue('title', title);
  }, [form, title]);
  return null;
}

function TitleWatcher() {
  const title = useWatch({ name: 'title' }) as string;
  return <p data-testid="title">{title || 'empty'}</p>;
}

function BothWatcher() {
  const [title, body] = useWatch({ name: ['title', 'body'] }) as string[];
  return <p data-testid="both">{`${title || '-'} / ${body || '-'}`}</p>;
}

/** Sets a nested value, which the library changes in place in the value the watcher drew. */
function FillsStepOnMount() {
  const form = useFormContext<Values>();
  useLayoutEffect(() => {
    form.setValue('steps.0.title', 'Day one');
  }, [form]);
  return null;
}

function StepsWatcher() {
  const steps = useWatch({ name: 'steps' }) as Values['steps'];
  return <p data-testid="steps">{steps.map((step) => step.title || 'untitled').join(', ')}</p>;
}

function AllWatcher() {
  const values = useWatch() as Values;
  return <p data-testid="all">{`${values.title || '-'} / ${values.body || '-'}`}</p>;
}

let form: UseFormReturn<Values>;

/** A form mounted first; the filler and the watchers appear later, as a deferred preview does. */
function Harness() {
  form = useForm<Values>({ defaultValues: { title: '', body: '', steps: [{ title: '' }] } });
  const [shown, setShown] = useState(false);
  return (
    <FormProvider {...form}>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? (
        <>
          <FillsOnMount title="From the template" />
          <FillsStepOnMount />
          <TitleWatcher />
          <StepsWatcher />
          <BothWatcher />
          <AllWatcher />
        </>
      ) : null}
    </FormProvider>
  );
}

describe('useWatch', () => {
  it('shows a value set after its render and before its subscription, by a name, a list and the whole form', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByTestId('title')).toHaveTextContent('From the template');
    expect(screen.getByTestId('both')).toHaveTextContent('From the template / -');
    expect(screen.getByTestId('all')).toHaveTextContent('From the template / -');
  });

  it('shows a nested value set in that moment, which the library changed in place in what was drawn', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByTestId('steps')).toHaveTextContent('Day one');
  });

  it('follows the form after such a correction, back to the value it first drew too', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    // The library still holds the empty title it read at render: going back to it does not make the library render.
    act(() => form.setValue('title', ''));
    expect(screen.getByTestId('title')).toHaveTextContent('empty');
    expect(screen.getByTestId('both')).toHaveTextContent('- / -');
    act(() => form.setValue('title', 'Typed'));
    expect(screen.getByTestId('title')).toHaveTextContent('Typed');
    act(() => form.setValue('body', 'Text'));
    expect(screen.getByTestId('both')).toHaveTextContent('Typed / Text');
    expect(screen.getByTestId('all')).toHaveTextContent('Typed / Text');
  });

  it('follows changes made after it subscribed, as the library does', () => {
    render(<Harness />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    act(() => form.setValue('body', 'Body'));
    expect(screen.getByTestId('both')).toHaveTextContent('From the template / Body');
    expect(screen.getByTestId('all')).toHaveTextContent('From the template / Body');
  });
});
