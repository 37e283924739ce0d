import { expect, test } from 'vitest';
import { expectPendingWidgetWithoutNotice } from '../widget-scenario.js';

test('paykit resolves under Vitest and the widget renders with no styles notice', () => expectPendingWidgetWithoutNotice(expect));
