import { expectPendingWidgetWithoutNotice } from '../widget-scenario.js';

test('paykit resolves under Jest and the widget renders with no styles notice', () => expectPendingWidgetWithoutNotice(expect));
