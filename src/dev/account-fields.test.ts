import { describe, expect, it } from 'vitest';
import { platformAccountFields } from './account-fields';

describe('platformAccountFields', () => {
  it('fills in what the browser may not choose', () => {
    expect(platformAccountFields('u_1', { customer_type: 'business', reference_id: 'someone-else' }, 'demo.paykit.example')).toEqual({
      customer_type: 'business',
      email: 'u_1@demo.paykit.example',
      country: 'AU',
      reference_id: 'u_1',
    });
  });

  it('keeps a valid email and country, and drops invalid ones', () => {
    expect(platformAccountFields('u_1', { customer_type: 'individual', email: 'ada@example.com', country: 'NZ' }, 'x.example')).toMatchObject({
      email: 'ada@example.com',
      country: 'NZ',
    });
    expect(platformAccountFields('u_1', { customer_type: 'individual', email: 'not an email', country: 'Narnia' }, 'x.example')).toMatchObject({
      email: 'u_1@x.example',
      country: 'AU',
    });
  });

  it('refuses any other customer type', () => {
    expect(platformAccountFields('u_1', {}, 'x.example')).toBeNull();
    expect(platformAccountFields('u_1', { customer_type: 'company' }, 'x.example')).toBeNull();
  });
});
