export * from './primitives';
export * from './countries';
export * from './issues';
