import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('uncontrolled: starts at the default, keeps what is set, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onChange }));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('controlled: shows the prop, asks the owner to change it, and does not change by itself', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 0, onChange }), { initialProps: { value: 5 } });
    act(() => result.current[1](6));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(result.current[0]).toBe(5);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('controlled: a request the owner ignored is asked again', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: false, defaultValue: false, onChange }));
    act(() => result.current[1](true));
    act(() => result.current[1](true));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(result.current[0]).toBe(false);
  });

  it('does not report a value equal to the current one', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onChange }));
    act(() => result.current[1]('a'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the setter keeps its identity across renders', () => {
    const { result, rerender } = renderHook(() => useControllableState({ defaultValue: 0 }));
    const first = result.current[1];
    rerender();
    expect(result.current[1]).toBe(first);
  });
});
