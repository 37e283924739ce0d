/**
 * The shop's pictures, drawn here rather than fetched: the demo has no image host and its CSP
 * allows no outside URL. Each product draws only the object; its card paints the backdrop, so
 * the same picture sits on a light or a dark tint.
 */
import type { ReactElement } from 'react';

function Tee() {
  return (
    <>
      <path d="M58 22 46 27 28 40l9 17 11-6v51h64V51l11 6 9-17-18-13-12-5c-3 8-11 12-22 12s-19-4-22-12Z" fill="#2f8f83" />
      <path d="M58 22c3 8 11 12 22 12s19-4 22-12" fill="none" stroke="#1f6a61" strokeWidth="3" strokeLinecap="round" />
      <rect x="86" y="48" width="12" height="12" rx="3" fill="#f4efe6" />
    </>
  );
}

function Mug() {
  return (
    <>
      <path d="M100 50h6a13 13 0 0 1 0 26h-6" fill="none" stroke="#f4f2ee" strokeWidth="7" />
      <path d="M52 36h48v54a8 8 0 0 1-8 8H60a8 8 0 0 1-8-8Z" fill="#f4f2ee" />
      <path d="M52 36h48v5H52Z" fill="#27447a" />
      <path d="M60 98h32a8 8 0 0 0 8-8v-3H52v3a8 8 0 0 0 8 8Z" fill="#27447a" opacity="0.18" />
      <circle cx="76" cy="66" r="9" fill="none" stroke="#27447a" strokeWidth="3" />
      <path d="M66 28c0-5 4-5 4-10M80 28c0-5 4-5 4-10" fill="none" stroke="#9aa6b8" strokeWidth="2.5" strokeLinecap="round" />
    </>
  );
}

function Hoodie() {
  return (
    <>
      <path d="M56 26 40 32 27 72v30h14l3-40 4-6v46h64V56l4 6 3 40h14V72l-13-40-16-6Z" fill="#3b4254" className="hoodie__body" />
      <path d="M56 26c2-12 46-12 48 0-6 14-42 14-48 0Z" fill="#2a303e" className="hoodie__trim" />
      <path d="M74 38v14M86 38v14" stroke="#d9dde5" strokeWidth="2" strokeLinecap="round" />
      <path d="M62 78h36l5 20H57Z" fill="#2a303e" className="hoodie__trim" />
    </>
  );
}

const PICTURES: Record<string, () => ReactElement> = { tee: Tee, mug: Mug, hoodie: Hoodie };

/** A product's picture; decorative, since its name is written beside it. A thumbnail crops to a square around the object, so it fills its 64 px. */
export function ProductPicture({ sku, thumbnail = false }: { sku: string; thumbnail?: boolean }) {
  const Picture = PICTURES[sku];
  return (
    <span className="picture" data-sku={sku}>
      <svg viewBox={thumbnail ? '20 0 120 120' : '0 0 160 120'} aria-hidden="true" focusable="false">
        {Picture ? <Picture /> : null}
      </svg>
    </span>
  );
}

/** The shop's mark: a bag on a square in the kit's accent colour. */
export function ShopMark() {
  return (
    <svg className="mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--pk-colors-accent, #2753d6)" />
      <path d="M10 12h12l-1 11H11Z" fill="none" stroke="var(--pk-colors-accentText, #fff)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13 12v-1a3 3 0 0 1 6 0v1" fill="none" stroke="var(--pk-colors-accentText, #fff)" strokeWidth="2" />
    </svg>
  );
}

/** The cart in the header. */
export function CartIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M2 3h2.5l2 10h9l1.8-7H5.3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="8" cy="16.5" r="1.3" fill="currentColor" />
      <circle cx="14.5" cy="16.5" r="1.3" fill="currentColor" />
    </svg>
  );
}

export function BackArrow() {
  return (
    <svg className="arrow" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M16 10H4m5-5-5 5 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
