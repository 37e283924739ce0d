/**
 * KYC (individuals) and KYB (businesses) data. The service names the fields but not the endpoint;
 * this kit uses POST /accounts/{id}/kyc and POST /accounts/{id}/kyb (docs/service-contract.md#identity-data-kyc-and-kyb). Posting again
 * replaces the earlier data. Shape errors answer 400 naming the field; rules answer 422.
 */
import type { RuleIssue } from 'paykit/schemas';
import { kybRuleIssues, kycRuleIssues, onboardingSchemas } from '../../shared/schemas/accounts';
import type { SandboxCore } from '../core';
import { json, unprocessable } from '../../web/http-error';
import type { Route } from '../route';
import { accountView, requireCustomerType, requireEditable, type AccountStore } from './store';

/** The first broken rule as 422, with the field it concerns as `param` (so a form can point at it). */
export function throwRuleIssue(issues: RuleIssue[]): void {
  const first = issues[0];
  if (first) throw unprocessable(first.message, first.path);
}

export function identityRoutes(core: SandboxCore, store: AccountStore): Route[] {
  // Adulthood is judged on the virtual clock's today, so advancing the clock can make someone 18.
  const { kycBody, kybBody } = onboardingSchemas(() => core.clock.isoNow().slice(0, 10));
  return [
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/kyc',
      handler: async (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        requireCustomerType(record, 'individual', 'KYC data');
        requireEditable(record, 'KYC data');
        const body = await ctx.body(kycBody);
        throwRuleIssue(kycRuleIssues(body));
        record.kyc = store.submitted(body);
        return json(accountView(record));
      },
    },
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/kyb',
      handler: async (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        requireCustomerType(record, 'business', 'KYB data');
        requireEditable(record, 'KYB data');
        const body = await ctx.body(kybBody);
        throwRuleIssue(kybRuleIssues(body));
        record.kyb = store.submitted({ ...body, registration_number: body.registration_number.trim() });
        return json(accountView(record));
      },
    },
  ];
}
