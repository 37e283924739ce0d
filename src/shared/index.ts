/** paykit/schemas — isomorphic schemas, money, errors and ids (no DOM, no Node APIs, no secrets). */
export * from './schemas';
export * as money from './money';
export * from './errors';
export * from './ids';
export * from './au-business-number';
export * from './file-type';
