/**
 * Styles that cannot reach the page must end in a clear message, not an unstyled page with no
 * explanation: a browser without constructable style sheets under a CSP without 'unsafe-inline'
 * in style-src needs paykit/styles.css (see docs/theming.md). The kit's rules live in Stitches'
 * in-memory sheet, so rendering itself never fails for want of a sheet.
 */
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

let reported = false;
/** Logs the message once a page: every provider on it would say the same. */
export function reportBlockedStyles(message: string, cause: unknown): void {
  if (reported) return;
  reported = true;
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
