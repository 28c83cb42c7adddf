import {
  RECENT_LIMIT,
  addRecent,
  matchScore,
  normalize,
  orderGroups,
  parseRecent,
  rankEntries,
  type PaletteEntry,
} from './palette-entries';

const entry = (id: string, label: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id,
  kind: 'screen',
  label,
  to: `/${id}`,
  ...extra,
});

describe('normalize', () => {
  it('ignores case, accents and the ё/е spelling', () => {
    expect(normalize('  Тёмная ТЕМА ')).toBe('темная тема');
    expect(normalize('Café Équipe')).toBe('cafe equipe');
  });
});

describe('matchScore', () => {
  const users = entry('users', 'Все пользователи', { detail: 'Пользователи', keywords: 'accounts people' });

  it('needs every word of the query, in the label, the detail or the keywords', () => {
    expect(matchScore(users, 'все польз')).not.toBeNull();
    expect(matchScore(users, 'people')).not.toBeNull();
    expect(matchScore(users, 'все компании')).toBeNull();
  });

  it('counts a label that starts with the query above a word inside it, above a mere substring', () => {
    const starts = matchScore(entry('a', 'Домены'), 'дом')!;
    const word = matchScore(entry('b', 'Подключить домен'), 'дом')!;
    const inside = matchScore(entry('c', 'Садоводы'), 'дов')!;
    const detail = matchScore(entry('d', 'Баланс', { detail: 'Домашний' }), 'дом')!;
    expect(starts).toBeGreaterThan(word);
    expect(word).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(detail);
  });
});

describe('rankEntries', () => {
  it('keeps the matches, best first, and the given order between equals', () => {
    const entries = [
      entry('theme', 'Системные воронки'),
      entry('dark', 'Включить тёмную тему'),
      entry('domains', 'Домены'),
      entry('dark2', 'Тёмная сторона'),
    ];
    expect(rankEntries(entries, 'тёмн').map((e) => e.id)).toEqual(['dark2', 'dark', 'theme']);
    expect(rankEntries(entries, '').map((e) => e.id)).toEqual(['theme', 'dark', 'domains', 'dark2']);
  });
});

describe('orderGroups', () => {
  it('puts the group with the best match first and leaves out empty groups', () => {
    const groups = orderGroups(
      [
        { key: 'screens', title: 'Screens', entries: [entry('s', 'Системные воронки')] },
        { key: 'records', title: 'Records', entries: [] },
        {
          key: 'actions',
          title: 'Actions',
          entries: [entry('a', 'Включить тёмную тему', { kind: 'action' })],
        },
      ],
      'тёмн',
    );
    expect(groups.map((group) => group.key)).toEqual(['actions', 'screens']);
  });

  it('counts a record the server matched on a field not shown as a weak match', () => {
    const groups = orderGroups(
      [
        { key: 'records', title: 'Records', entries: [entry('r', 'Acme Apps', { kind: 'record' })] },
        { key: 'screens', title: 'Screens', entries: [entry('s', 'Компании')] },
      ],
      'компан',
    );
    expect(groups.map((group) => group.key)).toEqual(['screens', 'records']);
  });
});

describe('recent choices', () => {
  it('puts the latest first, without repeats, up to the limit', () => {
    let recent: PaletteEntry[] = [];
    for (let i = 0; i < RECENT_LIMIT + 2; i++) recent = addRecent(recent, entry(`e${i}`, `Entry ${i}`));
    recent = addRecent(recent, entry('e3', 'Entry 3'));
    expect(recent.map((e) => e.id)).toEqual(['e3', 'e6', 'e5', 'e4', 'e2']);
  });

  it('keeps no entry that only means something for the search that found it', () => {
    const recent = addRecent([entry('e1', 'Entry 1')], {
      ...entry('all', 'Show all 12 records'),
      transient: true,
    });
    expect(recent.map((e) => e.id)).toEqual(['e1']);
  });

  it('reads back only well-formed entries from storage', () => {
    const stored = JSON.stringify([
      entry('ok', 'Fine'),
      { id: 'no-label', kind: 'screen', to: '/x' },
      { id: 'bad-kind', kind: 'script', label: 'x', to: '/x' },
      { id: 'nowhere', kind: 'action', label: 'Goes nowhere' },
      { id: 'cmd', kind: 'action', label: 'Sign out', command: 'sign-out' },
    ]);
    expect(parseRecent(stored).map((e) => e.id)).toEqual(['ok', 'cmd']);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent('{"id":1}')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});
