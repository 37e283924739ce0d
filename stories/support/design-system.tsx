/**
 * The frame of the catalogue's design-system pages: the provider with the toolbar's theme and
 * locale on the theme's surface, and a few demo pieces (a caption, a placeholder box). The
 * pages show the real primitives of src/react/styles; nothing here re-creates one.
 */
import type { ReactNode } from 'react';
import { css, type StyleRule } from '../../src/react/styles/stitches';
import { StoryProvider, StorySurface } from './globals';

/** A design-system page: the theme's surface, at most `width` px wide. */
export function DesignPage({ width = 960, children }: { width?: number; children: ReactNode }) {
  return (
    <StoryProvider>
      <StorySurface width={width}>
        <div className={page()}>{children}</div>
      </StorySurface>
    </StoryProvider>
  );
}

// Border-box throughout, as inside every component (cardFrame sets it), so a control's 44 px include its padding.
const page: StyleRule = /* @__PURE__ */ css({
  boxSizing: 'border-box',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  display: 'grid',
  gap: '$6',
  minWidth: 0,
  color: '$text',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$body',
  '& h2, & h3, & p': { margin: 0 },
  '& h2': { fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' },
  '& h3': { fontSize: '$sm', fontWeight: '$semibold', color: '$muted', lineHeight: '$tight' },
});

/** One section of a page: a heading, a line saying when to use it, the code that draws it, then the examples. */
export function Section({ title, note, code, children }: { title: string; note?: string; code?: string; children: ReactNode }) {
  return (
    <section className={section()} aria-label={title}>
      <h2>{title}</h2>
      {note ? <p className={caption()}>{note}</p> : null}
      {code ? <code className={tokenName()}>{code}</code> : null}
      {children}
    </section>
  );
}

const section: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', minWidth: 0, justifyItems: 'stretch', '& > code': { justifySelf: 'start' } });

/** Small muted text under an example: its token or attribute. */
export const caption: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** A token or CSS variable name as code: kept whole on one line. */
export const tokenName: StyleRule = /* @__PURE__ */ css({ fontFamily: '$mono', fontSize: '$sm', whiteSpace: 'nowrap' });

/** A placeholder block for the layout demos: it shows where a child sits, nothing more. */
export const demoBox: StyleRule = /* @__PURE__ */ css({
  padding: '$2 $3',
  borderRadius: '$sm',
  background: '$surfaceAlt',
  color: '$text',
  fontSize: '$sm',
  whiteSpace: 'nowrap',
});
