/**
 * The writes of the conformance check (`--write`, against a test company only): round trips that create a record of
 * their own, read it, change it and delete it again, holding every answer to the contract, and checking that what was
 * written is what is read back. Each leaves the company as it found it, unless a step fails half-way (then the
 * record it made is named, to delete by hand).
 */
import { contractCall, type ContractCall } from '../registry';
import { judge, refusal, type Account, type Row, type Send } from './check';

interface Step {
  call: ContractCall;
  params?: Record<string, string | number>;
  body?: unknown;
  expected?: number;
  /** What the answer must say besides its shape: a problem, or null. */
  holds?: (body: unknown) => string | null;
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** Runs the steps in order; the first that fails ends the trip (what follows depends on it). */
async function trip(
  send: Send,
  name: string,
  steps: (previous: unknown[]) => Step | null,
  rows: Row[],
): Promise<void> {
  const answers: unknown[] = [];
  for (;;) {
    const step = steps(answers);
    if (!step) return;
    const answer = await send(step.call, { params: step.params, body: step.body });
    const row = judge(step.call, answer, step.expected ?? 200, name);
    const problem = row.ok && step.holds ? step.holds(answer.body) : null;
    rows.push(problem ? { ...row, ok: false, problem } : row);
    if (!row.ok || problem) return;
    answers.push(answer.body);
  }
}

const idOf = (body: unknown): number => (body as { data: { id: number } }).data.id;

/** A pixel: the form, store, edit, update (the name), what a delete affects, destroy, and gone (404). */
function pixelTrip(calls: Record<string, ContractCall>) {
  const name = `Contract check ${stamp()}`;
  const steps: ((answers: unknown[]) => Step)[] = [
    () => ({ call: calls.create! }),
    () => ({
      call: calls.store!,
      body: {
        name,
        type: 'facebook',
        pixel_id: '100000000000001',
        access_token: 'contract-check-token-0000000000',
        events: ['PageView'],
        application_ids: [],
      },
      holds: (body) =>
        (body as { data: { name: string } }).data.name === name ? null : 'the name stored differs',
    }),
    (a) => ({ call: calls.edit!, params: { id: idOf(a[1]) } }),
    (a) => ({
      call: calls.update!,
      params: { id: idOf(a[1]) },
      body: { name: `${name} (changed)` },
      holds: (body) =>
        (body as { data: { name: string } }).data.name === `${name} (changed)`
          ? null
          : 'the change was not kept',
    }),
    (a) => ({ call: calls.deletion!, params: { id: idOf(a[1]) } }),
    (a) => ({ call: calls.destroy!, params: { id: idOf(a[1]) } }),
    (a) => ({ call: calls.edit!, params: { id: idOf(a[1]) }, expected: 404 }),
  ];
  return (answers: unknown[]) => steps[answers.length]?.(answers) ?? null;
}

interface Trip {
  name: string;
  /** The calls it makes, by their names in their resource. */
  calls: Record<string, string>;
  steps: (calls: Record<string, ContractCall>) => (answers: unknown[]) => Step | null;
}

const TRIPS: Trip[] = [
  {
    name: 'pixel round trip',
    calls: {
      create: 'pixels.create',
      store: 'pixels.store',
      edit: 'pixels.edit',
      update: 'pixels.update',
      deletion: 'pixels.deletion',
      destroy: 'pixels.destroy',
    },
    steps: pixelTrip,
  },
];

/** Every round trip the account may make; the others are listed as not tried. */
export async function writeRoundTrips(
  send: Send,
  account: Account,
  skipped: { call: string; why: string }[],
) {
  const rows: Row[] = [];
  for (const { name, calls, steps } of TRIPS) {
    const resolved = Object.fromEntries(Object.entries(calls).map(([key, id]) => [key, contractCall(id)]));
    const missing = Object.entries(resolved).find(([, call]) => !call);
    if (missing) {
      skipped.push({ call: name, why: `the contract has no ${calls[missing[0]]}` });
      continue;
    }
    const found = resolved as Record<string, ContractCall>;
    const why = Object.values(found)
      .map((call) => refusal(call.access, account))
      .find(Boolean);
    if (why) {
      skipped.push({ call: name, why });
      continue;
    }
    await trip(send, name, steps(found), rows);
  }
  return rows;
}
