import { Suspense, lazy, type ComponentProps } from 'react';
import type { Trans as TransComponent } from 'react-i18next';
import { i18n } from './i18n';

type TransProps = ComponentProps<typeof TransComponent>;

/** The translated text with its tags dropped: what a `Trans` shows while its code loads, or if it cannot. */
function PlainText({ t, i18nKey, ns, values, count }: TransProps) {
  const key = Array.isArray(i18nKey) ? i18nKey[0] : i18nKey;
  if (typeof key !== 'string') return null;
  const options = { ...(values ?? {}), ...(count === undefined ? {} : { count }), ...(ns ? { ns } : {}) };
  const text = String((t ?? i18n.t)(key, options));
  return <>{text.replace(/<\/?[a-zA-Z][^>]*>/g, '')}</>;
}

// react-i18next's Trans parses its text's tags with html-parse-stringify, code no first page needs: bundled into the
// core entry it added about 3 KB gzip to the login page, which draws none (docs/performance.md).
const LazyTrans = lazy(() =>
  import('./trans-component').then(
    ({ Trans }) => ({ default: Trans as (props: TransProps) => ReturnType<typeof PlainText> }),
    // A chunk that cannot be fetched (a redeploy removed it) leaves the sentence readable, without its elements.
    () => ({ default: PlainText }),
  ),
);

/**
 * react-i18next's `Trans`, for a text with elements inside it: `"Send it <code>/newbot</code>"` with
 * `components={{ code: <Code /> }}`. Its code is fetched the first time one renders; meanwhile the sentence shows as
 * plain text, in place, so that nothing around it suspends.
 */
export function Trans(props: TransProps) {
  return (
    <Suspense fallback={<PlainText {...props} />}>
      <LazyTrans {...props} />
    </Suspense>
  );
}
