// A CommonJS caller (an Express app, a Jest setup): Node >= 20.19 loads the ES module with require().
const server = require('paykit/server');
const schemas = require('paykit/schemas');
if (typeof server.createPaykitHandler !== 'function') throw new Error('paykit/server has no createPaykitHandler');
if (!Array.isArray(schemas.AU_STATES)) throw new Error('paykit/schemas has no AU_STATES');
console.log('required paykit/server and paykit/schemas');
