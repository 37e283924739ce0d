/**
 * The kit's base style sheet: every rule the components can use, opened by the manifest that
 * tells the kit at run time which rules the page already has (sheet-manifest.ts), so a page
 * that loads it, linked or through a bundler's minifier, gets its first paint styled (server
 * rendering included) and nothing added twice. scripts/build-styles.ts writes it to
 * dist/styles.css. Variants are attribute selectors inside each base rule, so forcing each
 * css() class into the sheet is enough.
 */
import * as checkout from './components/CheckoutWidget/styles';
import * as checkoutOutcomes from './components/CheckoutWidget/outcome-styles';
import * as link from './components/PaymentLinkButton/styles';
import * as forms from './components/forms/styles';
import * as documentUploader from './components/DocumentUploader/styles';
import * as livenessHandoff from './components/LivenessHandoff/styles';
import * as verificationStatus from './components/VerificationStatus/styles';
import * as virtualAccountCard from './components/VirtualAccountCard/styles';
import * as onboardingFlow from './components/OnboardingFlow/styles';
import * as base from './styles/base';
import { manifestRule } from './styles/sheet-manifest';
import { autoThemeStyles, darkTheme, ruleTexts, type StyleRule } from './styles/stitches';

const STYLE_MODULES: Record<string, unknown>[] = [
  base,
  checkout,
  checkoutOutcomes,
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

/**
 * The text of paykit/styles.css. `more`: style modules of components outside src/react (the
 * dashboard's), which this layer cannot import; kitStylesheet() in src/dashboard passes them.
 */
export function baseStylesheet(more: readonly Record<string, unknown>[] = []): string {
  String(darkTheme);
  autoThemeStyles();
  for (const module of [...STYLE_MODULES, ...more]) {
    for (const value of Object.values(module)) if (isRule(value)) String(value);
  }
  const rules = ruleTexts();
  return manifestRule(rules) + rules.join('');
}
