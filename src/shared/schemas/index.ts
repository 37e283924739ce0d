export * from './primitives';
export * from './countries';
export * from './issues';
export * from './fx';
export * from './payouts';
