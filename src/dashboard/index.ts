/** paykit/dashboard's components, one export file per part of the service they show. */
export * from './money';
export * from './activity';
export * from './links';
export * from './account';
