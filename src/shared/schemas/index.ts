export * from './primitives';
export * from './countries';
export * from './issues';
export * from './fx';
export * from './payouts';
export * from './webhooks';
export * from './payments';
export * from './accounts';
