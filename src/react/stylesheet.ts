/**
 * The kit's base style sheet: every rule the components can use, as Stitches writes it
 * (marker rules included), so a page that loads it as a file lets Stitches adopt it and
 * never needs an inline <style> (strict CSPs). scripts/build-styles.ts writes it to
 * dist/styles.css. Variants are attribute selectors inside each base rule, so forcing each
 * css() class into the sheet is enough.
 */
import * as checkout from './components/CheckoutWidget/styles';
import * as link from './components/PaymentLinkButton/styles';
import * as forms from './components/forms/styles';
import * as documentUploader from './components/DocumentUploader/styles';
import * as livenessHandoff from './components/LivenessHandoff/styles';
import * as verificationStatus from './components/VerificationStatus/styles';
import * as virtualAccountCard from './components/VirtualAccountCard/styles';
import * as onboardingFlow from './components/OnboardingFlow/styles';
import * as base from './styles/base';
import { autoThemeStyles, darkTheme, getCssText, type StyleRule } from './styles/stitches';

const STYLE_MODULES: Record<string, unknown>[] = [
  base,
  checkout,
  link,
  forms,
  documentUploader,
  livenessHandoff,
  verificationStatus,
  virtualAccountCard,
  onboardingFlow,
];

/** A css() rule: calling String() on it inserts its rule and returns its class name. */
function isRule(value: unknown): value is StyleRule {
  return typeof value === 'function' && 'className' in value && 'selector' in value;
}

/** The text of paykit/styles.css. */
export function baseStylesheet(): string {
  String(darkTheme);
  autoThemeStyles();
  for (const module of STYLE_MODULES) {
    for (const value of Object.values(module)) if (isRule(value)) String(value);
  }
  return getCssText();
}
