'use client';
/**
 * paykit/onboarding — the onboarding components, in their own entry so a checkout-only page
 * never pays for forms and schemas. Use them inside the same <PaykitProvider> from 'paykit'.
 */
export * from './react/onboarding';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { PaykitError } from './shared/errors';
export type { ExtraPluralCategory, ExtraPluralKey, PluralBase, WithPluralForms } from './react/i18n/plural';
export type { HeadingLevel, WithRootProps } from './react/internal/props';

// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type { Address, KycBody } from 'paykit/schemas';
