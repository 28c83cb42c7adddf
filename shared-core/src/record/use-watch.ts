import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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
 * A copy of a watched value's arrays and plain objects (dates, files and other instances kept as they are): the library
 * changes nested values in place, so a value drawn earlier would otherwise compare equal to the form's current one.
 */
function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)]));
  return value;
}

/**
 * react-hook-form's `useWatch`, which also shows a value set between its render and its subscription.
 *
 * The library reads the form when it renders and subscribes when it commits, and on a first mount it does not read
 * again. A value set in between (a template's fill landing while the deferred push preview was being drawn, a
 * sibling's layout effect) reached the fields but not the watcher: on a busy machine the push preview kept its empty
 * state beside a filled title (the browser suite's push.spec, once in three runs). So whenever the library has just
 * subscribed (on mount, or for another name or form; its layout effect runs before this one), the hook compares what
 * it drew with what the form holds, and draws the form's value when they differ, following the form itself until the
 * library's value agrees again. Without a miss this is one comparison per subscription and no extra render.
 *
 * Same call as the library's: `useWatch({ name: 'title' })`, `useWatch({ name: ['title', 'body'] })`, `useWatch()`.
 */
const NO_PROPS: LooseWatchProps = {};

export const useWatch = ((props: LooseWatchProps = NO_PROPS) => {
  const context = useFormContext();
  const control = props.control ?? (context?.control as unknown as WatchedForm | undefined);
  const watched = (useWatchOfTheLibrary as (given?: LooseWatchProps) => unknown)(props);
  const [missed, setMissed] = useState<{ value: unknown } | null>(null);
  const drawn = missed ? missed.value : watched;
  // What this render drew, as it was then: the form may change it in place before the commit.
  const drawnAsRendered = useMemo(() => copyOf(drawn), [drawn]);
  const latest = useRef({ props, watched, drawnAsRendered });
  useLayoutEffect(() => {
    latest.current = { props, watched, drawnAsRendered };
  });
  const nameKey = JSON.stringify(props.name ?? null);
  const off = !control || props.disabled === true || props.compute !== undefined;

  // The library has just subscribed: did the form change since this render read it?
  useLayoutEffect(() => {
    if (off) {
      setMissed(null);
      return;
    }
    const now = readNow(control, latest.current.props);
    if (!dequal(now, latest.current.drawnAsRendered)) setMissed({ value: copyOf(now) });
  }, [control, nameKey, props.exact, off]);

  // Corrected: follow the form too, since a change back to the value the library still holds would not make it
  // render; and hand back to the library once its value agrees.
  const correcting = missed !== null;
  useLayoutEffect(() => {
    if (!correcting || off) return;
    return control._subscribe({
      name: latest.current.props.name,
      formState: { values: true },
      exact: latest.current.props.exact,
      callback: () => {
        const now = readNow(control, latest.current.props);
        setMissed(dequal(now, latest.current.watched) ? null : { value: copyOf(now) });
      },
    });
  }, [control, nameKey, props.exact, off, correcting]);
  useLayoutEffect(() => {
    if (missed && dequal(watched, missed.value)) setMissed(null);
  }, [watched, missed]);

  return drawn;
}) as typeof useWatchOfTheLibrary;
