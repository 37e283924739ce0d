import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusIcon, type StatusTone } from './StatusIcon';

const TONES: StatusTone[] = ['success', 'warning', 'danger', 'info'];

describe('StatusIcon', () => {
  it.each(TONES)('%s: a decorative inline SVG carrying its tone', (tone) => {
    const { container } = render(<StatusIcon tone={tone} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('data-tone', tone);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
  });

  it('draws a different shape for each tone', () => {
    const shapes = TONES.map((tone) =>
      render(<StatusIcon tone={tone} />)
        .container.querySelector('path')!
        .getAttribute('d'),
    );
    expect(new Set(shapes).size).toBe(TONES.length);
  });
});
