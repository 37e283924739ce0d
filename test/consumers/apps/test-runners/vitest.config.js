export default {
  test: { environment: 'jsdom', include: ['vitest/**/*.test.{js,tsx}'] },
};
