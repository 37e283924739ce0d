'use client';
/**
 * paykit/onboarding — the onboarding components, in their own entry so a checkout-only page
 * never pays for forms and schemas. Use them inside the same <PaykitProvider> from 'paykit'.
 */
export * from './react/onboarding';
