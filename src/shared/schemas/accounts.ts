/**
 * Connected accounts and onboarding, one concern a file: the account and its verification,
 * KYC, KYB, documents and liveness, virtual accounts. The sandbox validates with exactly these,
 * so form and service never disagree. This barrel keeps `./accounts` importers unchanged.
 */
export * from './connected-account';
export * from './kyc';
export * from './kyb';
export * from './documents';
export * from './virtual-accounts';
