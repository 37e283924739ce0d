/**
 * PaykitApi is the client's operations written out; apiOver builds them. Held equal both ways at
 * compile time (`npm run typecheck`), so a call added, removed or retyped on one side fails here.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { PaykitApi } from './api';
import type { apiOver } from './index';

describe('PaykitApi', () => {
  it('is exactly what apiOver builds', () => {
    expectTypeOf<ReturnType<typeof apiOver>>().toEqualTypeOf<PaykitApi>();
  });
});
