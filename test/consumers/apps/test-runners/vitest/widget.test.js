import { expect, test } from 'vitest';
import { renderPendingWidget } from '../widget-scenario.js';

test('paykit resolves under Vitest and the widget renders with no styles notice', async () => {
  const seen = await renderPendingWidget();
  expect(seen.state).toBe('pending');
  expect(seen.text).toContain('12.00 USDT');
  expect(seen.notice).toBeNull();
  expect(seen.logged).toEqual([]);
});
