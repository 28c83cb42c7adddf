import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
  /**
   * The action to run on confirm. The dialog shows a spinner while it runs and resolves `true` once it
   * succeeds; if it throws, the dialog stays open (the action reports its own error) and the user may
   * try again or cancel.
   */
  action?: () => unknown;
}

interface Request extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

// One queue for the whole panel: this module belongs to a federated singleton entry, so a remote's
// confirm() reaches the shell's <ConfirmHost />.
let queue: readonly Request[] = [];
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly Request[]) {
  queue = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function remove(id: number) {
  setQueue(queue.filter((r) => r.id !== id));
}

/**
 * Asks for confirmation in the shared dialog; resolves `true` on confirm, `false` on Cancel or Escape.
 * Requests made while a dialog is open wait their turn. Prefer `useConfirm()` inside components.
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  if (hosts === 0 && process.env.NODE_ENV !== 'production') {
    console.warn('confirm(): no <ConfirmHost /> is mounted; the dialog will show once one is.');
  }
  return new Promise<boolean>((resolve) => {
    setQueue([...queue, { ...options, id: nextId++, resolve }]);
  });
}

/**
 * Returns `confirm(options) => Promise<boolean>`, shown by the `<ConfirmHost />` the shell renders.
 *
 * @example
 * const confirm = useConfirm();
 * const onDelete = async () => {
 *   if (await confirm({ title: t('deleteTitle'), message: t('deleteText', { name }), destructive: true })) {
 *     remove.mutate(id);
 *   }
 * };
 */
export function useConfirm(): (options?: ConfirmOptions) => Promise<boolean> {
  return useCallback((options?: ConfirmOptions) => confirm(options), []);
}

/** Renders the confirmation requested through `useConfirm()`. Mount it once, in the shell. */
export function ConfirmHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
  if (!current) return null;
  return <ConfirmRequest key={current.id} request={current} />;
}

function ConfirmRequest({ request }: { request: Request }) {
  const { id, action, resolve, ...labels } = request;
  const [open, setOpen] = useState(true);
  const settledRef = useRef(false);

  // The answer is given at once; the request leaves the queue only after the closing animation, so
  // the dialog can animate out and hand focus back to whatever opened it.
  const settle = (confirmed: boolean) => {
    if (settledRef.current) return;
    settledRef.current = true;
    setOpen(false);
    resolve(confirmed);
  };

  // Should the exit animation never report its end (reduced motion, a detached node), the queue
  // must still move on.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => remove(id), 1000);
    return () => clearTimeout(timer);
  }, [open, id]);
  // An answered request whose host goes away (the shell re-mounting, a test ending) must not come back.
  useEffect(
    () => () => {
      if (settledRef.current) remove(id);
    },
    [id],
  );

  return (
    <ConfirmDialog
      open={open}
      {...labels}
      onExitComplete={() => remove(id)}
      onCancel={() => settle(false)}
      onConfirm={() => {
        if (!action) {
          settle(true);
          return undefined;
        }
        return Promise.resolve()
          .then(action)
          .then(() => settle(true));
      }}
    />
  );
}
