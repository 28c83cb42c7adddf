/** What the routes may do with a table that only the seed writes. */
export interface ReadonlyTable<T extends { id: number }> {
  readonly rows: readonly Readonly<T>[];
  get(id: number): Readonly<T> | undefined;
  readonly size: number;
}

/** One in-memory table: rows in insertion order plus an index by id (lookups are O(1), never a scan). */
export class Table<T extends { id: number }> implements ReadonlyTable<T> {
  readonly rows: T[] = [];
  private readonly byId = new Map<number, T>();
  private nextId = 1;

  insert(row: Omit<T, 'id'> & { id?: number }): T {
    const id = row.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const full = { id, ...row } as T;
    this.rows.push(full);
    this.byId.set(id, full);
    return full;
  }

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** Hard delete (O(n), only used by rare destroy calls). */
  remove(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.byId.delete(id);
    this.rows.splice(this.rows.indexOf(row), 1);
    return true;
  }

  get size(): number {
    return this.rows.length;
  }
}

/** Groups rows by a key once, so per-company views do not rescan whole tables. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** A shallow copy without the given keys (instead of `{ id: _unused, ...rest }`, which lint flags). */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
