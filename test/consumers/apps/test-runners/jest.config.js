// Run with node --experimental-vm-modules (paykit is ES modules only).
export default {
  testEnvironment: '<rootDir>/jest.environment.js',
  testMatch: ['<rootDir>/jest/**/*.test.js'],
  transform: {},
};
