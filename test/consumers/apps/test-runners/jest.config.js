// Jest runs the merchant's tests as ES modules (node --experimental-vm-modules): paykit is ESM only.
export default {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/jest/**/*.test.js'],
  setupFiles: ['<rootDir>/jest.setup.js'],
  transform: {},
};
