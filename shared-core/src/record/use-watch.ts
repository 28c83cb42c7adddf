import { useLayoutEffect, useRef, useState } from 'react';
import { get, useFormContext, useWatch as useWatchOfTheLibrary } from 'react-hook-form';
import { dequal } from 'dequal/lite';

/** The parts of the library's props and control this hook reads (the control's are typed as internals). */
interface WatchedForm {
  _formValues: Record<string, unknown>;
  _subscribe: (props: {
    name?: unknown;
    formState: { values: true };
    exact?: boolean;
    callback: () => void;
  }) => () => void;
}
interface LooseWatchProps {
  control?: WatchedForm;
  name?: string | readonly string[];
  defaultValue?: unknown;
  disabled?: boolean;
  exact?: boolean;
  /** Left to the library alone: what it draws is then not the form's value, so there is nothing to compare. */
  compute?: unknown;
}

/** What the form holds now, in the shape the library's `useWatch` returns for these props. */
function readNow(control: WatchedForm, { name, defaultValue }: LooseWatchProps): unknown {
  const values = control._formValues;
  if (typeof name === 'string') return get(values, name, defaultValue);
  if (Array.isArray(name)) return name.map((field: string) => get(values, field, get(defaultValue, field)));
  return { ...values };
}

/**
 * react-hook-form's `useWatch`, which also shows a value set between its render and its subscription.
 *
 * The library reads the form when it renders and subscribes when it commits, and on a first mount it does not read
 * again. A value set in between (a template's fill landing while the deferred push preview was being drawn, a
 * sibling's layout effect) reached the fields but not the watcher: on a busy machine the push preview kept its empty
 * state beside a filled title (the browser suite's push.spec, once in three runs). So after each commit, once the
 * library has subscribed (its layout effect runs before this one), the hook compares what it drew with what the form
 * holds, and draws the form's value when they differ, until the library's own value agrees again. Without a miss this
 * is one comparison per commit and no extra render.
 *
 * Same call as the library's: `useWatch({ name: 'title' })`, `useWatch({ name: ['title', 'body'] })`, `useWatch()`.
 */
const NO_PROPS: LooseWatchProps = {};

export const useWatch = ((props: LooseWatchProps = NO_PROPS) => {
  const context = useFormContext();
  const loose = props;
  const control = loose.control ?? (context?.control as unknown as WatchedForm | undefined);
  const watched = (useWatchOfTheLibrary as (given?: LooseWatchProps) => unknown)(props);
  const [missed, setMissed] = useState<{ value: unknown } | null>(null);
  const drawn = missed ? missed.value : watched;
  const latest = useRef({ loose, watched });

  // After every commit: did the form change while this watcher was not yet listening?
  useLayoutEffect(() => {
    latest.current = { loose, watched };
    if (!control || loose.disabled || loose.compute) return;
    const now = readNow(control, loose);
    if (dequal(now, watched)) {
      if (missed) setMissed(null);
    } else if (!missed || !dequal(now, missed.value)) setMissed({ value: now });
    // The props are usually a new object at each render: this runs after nearly every commit, and always on mount.
  }, [control, loose, watched, missed]);

  // While correcting, follow the form too: a change back to the value the library still holds would not make the
  // library render, and the correction would stay on screen.
  const correcting = missed !== null;
  useLayoutEffect(() => {
    if (!control || !correcting) return;
    return control._subscribe({
      name: latest.current.loose.name,
      formState: { values: true },
      exact: latest.current.loose.exact,
      callback: () => {
        const now = readNow(control, latest.current.loose);
        setMissed(dequal(now, latest.current.watched) ? null : { value: now });
      },
    });
  }, [control, correcting]);

  return drawn;
}) as typeof useWatchOfTheLibrary;
