/**
 * True in development builds. Bundlers replace `process.env.NODE_ENV` (the bundle-size test
 * defines it as "production", which drops every development-only branch); a page with no
 * bundler has no `process`, and gets the production behaviour.
 */
export const isDevelopment: boolean = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';
