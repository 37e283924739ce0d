/**
 * A blocked style sheet must end in a clear message, not a blank page: Stitches cannot
 * create its <style> element under a CSP without 'unsafe-inline' in style-src unless the
 * page already loads paykit/styles.css (see TOOLCHAIN.md and docs/styling.md).
 */
import { Component, type ReactNode } from 'react';
import { cssVariable } from '../styles/tokens';

/** The variable every theme defines; missing on the provider's element means no sheet applies. */
export const PROBE_VARIABLE = cssVariable('colors', 'accent');

/** A custom property set inline on the element, to learn whether this DOM computes custom properties at all. */
const CAPABILITY_PROBE = '--pk-probe';

/**
 * Whether the kit's tokens reach the element (a sheet applies): true, false, or undefined
 * when this DOM cannot tell (a test DOM such as jsdom that computes no custom properties),
 * so a test run never sees a false alarm. The inline probe goes through CSSOM, which a
 * Content-Security-Policy allows.
 */
export function stylesApplied(element: HTMLElement): boolean | undefined {
  const view = element.ownerDocument.defaultView;
  if (!view) return undefined;
  if (view.getComputedStyle(element).getPropertyValue(PROBE_VARIABLE).trim() !== '') return true;
  element.style.setProperty(CAPABILITY_PROBE, '1');
  const computes = view.getComputedStyle(element).getPropertyValue(CAPABILITY_PROBE).trim() === '1';
  element.style.removeProperty(CAPABILITY_PROBE);
  if (element.getAttribute('style') === '') element.removeAttribute('style');
  return computes ? false : undefined;
}

/**
 * The notice is for a page the kit could not style: its tokens do not apply, or (where the
 * DOM cannot tell) its rules could not reach the document. Rules that could not be added
 * while the page's copy of paykit/styles.css applies are no reason to alarm the payer.
 */
export function stylesBlocked(applied: boolean | undefined, failure: unknown): boolean {
  return applied === false || (applied === undefined && failure !== null && failure !== undefined);
}

/** Stitches' failure when the browser gave its <style> element no sheet. */
export function isStyleSheetError(error: unknown): boolean {
  return error instanceof TypeError && /cssRules|insertRule|CSSStyleSheet/.test(error.message);
}

const reported = new WeakSet<object>();
/** Logs the message once per cause. */
export function reportBlockedStyles(message: string, cause: unknown): void {
  const key = typeof cause === 'object' && cause !== null ? cause : StylesNotice;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(message, cause ?? '');
}

/** Plain markup on purpose: it must read well with no style sheet at all. */
export function StylesNotice({ message }: { message: string }) {
  return (
    <p role="alert" data-paykit-error="styles-blocked">
      {message}
    </p>
  );
}

/** The boundary's error before anything was thrown: a value no code can throw (`null` can be). */
const NOTHING_CAUGHT = Symbol();

interface BoundaryProps {
  message: string;
  children: ReactNode;
}

/** Catches the style-sheet crash during render; any other error goes on to the app's own boundary. */
export class StyleErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: NOTHING_CAUGHT };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isStyleSheetError(error)) reportBlockedStyles(this.props.message, error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === NOTHING_CAUGHT) return this.props.children;
    if (!isStyleSheetError(error)) throw error;
    return <StylesNotice message={this.props.message} />;
  }
}
