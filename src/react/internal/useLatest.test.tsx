import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './useLatest';

describe('useLatest', () => {
  it('holds the committed value, already updated when any effect of that commit runs', () => {
    const seen: string[] = [];
    function Child({ read }: { read: () => string }) {
      useLayoutEffect(() => {
        seen.push(`child layout ${read()}`);
      });
      return null;
    }
    function Parent({ label }: { label: string }) {
      const latest = useLatest(label);
      useEffect(() => {
        seen.push(`parent effect ${latest.current}`);
      });
      return <Child read={() => latest.current} />;
    }
    const { rerender } = render(<Parent label="a" />);
    rerender(<Parent label="b" />);
    expect(seen).toEqual(['child layout a', 'parent effect a', 'child layout b', 'parent effect b']);
  });
});
