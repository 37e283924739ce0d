/**
 * The frame of the catalogue's design-system pages: the provider with the toolbar's theme and
 * locale on the theme's surface, and a few demo pieces (a caption, a placeholder box). The
 * pages show the real primitives of src/react/styles; nothing here re-creates one.
 */
import { Fragment, type ReactNode } from 'react';
import { css, type StyleRule } from '../../src/react/styles/stitches';
import { StoryProvider } from './globals';

/**
 * A design-system page: the theme's surface, as wide as its frame up to `width` px. Not a fixed
 * width (StorySurface's): a docs page on a phone frames each story in a box narrower than the
 * phone, and a fixed-width page overflowed it, cut off on both sides.
 */
export function DesignPage({ width = 960, children }: { width?: number; children: ReactNode }) {
  return (
    <StoryProvider>
      <div className={surface()} style={{ maxWidth: width }}>
        <div className={page()}>{children}</div>
      </div>
    </StoryProvider>
  );
}

const surface: StyleRule = /* @__PURE__ */ css({ boxSizing: 'border-box', width: '100%', padding: 16, background: '$surface', color: '$text' });

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
      {code ? <TokenName>{code}</TokenName> : null}
      {children}
    </section>
  );
}

const section: StyleRule = /* @__PURE__ */ css({ display: 'grid', gap: '$3', minWidth: 0, justifyItems: 'stretch', '& > code': { justifySelf: 'start' } });

/** Small muted text under an example: its token or attribute. */
export const caption: StyleRule = /* @__PURE__ */ css({ color: '$muted', fontSize: '$sm' });

/** A token, CSS variable or attribute as code: on a phone in the small type. */
export const tokenName: StyleRule = /* @__PURE__ */ css({ fontFamily: '$mono', fontSize: '$xs', '@media (min-width: 481px)': { fontSize: '$sm' } });

const unbroken: StyleRule = /* @__PURE__ */ css({ whiteSpace: 'nowrap' });

/**
 * Where a code name may break when its line runs out: after a CSS variable's scale
 * (`--pk-colors-` | `dangerSurface`), before an attribute's value (`aria-invalid=` | `"true"`) and
 * at spaces. Nowhere else: a hyphen inside a name (`--pk-` | `colors`) is no place to break.
 */
export function codeParts(text: string): string[] {
  return text.split(/(?<=^--pk-[a-zA-Z]+-)|(?<==)(?=")|(?= )/);
}

/** A token, CSS variable or attribute as code ({@link tokenName}), broken only between its parts ({@link codeParts}). */
export function TokenName({ children }: { children: string }) {
  return (
    <code className={tokenName()}>
      {codeParts(children).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && !part.startsWith(' ') ? <wbr /> : null}
          {part.startsWith(' ') ? ' ' : null}
          <span className={unbroken()}>{part.trimStart()}</span>
        </Fragment>
      ))}
    </code>
  );
}

/** A placeholder block for the layout demos: it shows where a child sits, nothing more. */
export const demoBox: StyleRule = /* @__PURE__ */ css({
  padding: '$2 $3',
  borderRadius: '$sm',
  background: '$surfaceAlt',
  color: '$text',
  fontSize: '$sm',
  whiteSpace: 'nowrap',
});
