import { atom, store, useAtomValue, StateProvider } from './store';
import { renderHook, act } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';

describe('store', () => {
  it('hooks read the shared store even without a provider', () => {
    const countAtom = atom(1);
    const { result } = renderHook(() => useAtomValue(countAtom));
    expect(result.current).toBe(1);
    act(() => store.set(countAtom, 2));
    expect(result.current).toBe(2);
  });

  it('StateProvider provides the same store', () => {
    const countAtom = atom(5);
    store.set(countAtom, 7);
    const wrapper = ({ children }: { children?: ReactNode }) => createElement(StateProvider, null, children);
    const { result } = renderHook(() => useAtomValue(countAtom), { wrapper });
    expect(result.current).toBe(7);
  });
});
