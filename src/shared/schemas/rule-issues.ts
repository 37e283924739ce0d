/**
 * The service's cross-field rules (drivers_licence holders, Australian addresses, owners' total),
 * without the schema library: the forms check them in the browser, the sandbox after its schemas;
 * ./kyc and ./kyb re-export them.
 */
import { AU_STATES, formatHundredths } from './plain-rules';

/*
 * The rules read only the fields below, so they name just those: a parsed KycBody or KybBody (./kyc,
 * ./kyb, which call these rules after their schemas) and a form's typed values fit alike.
 */
/** The fields of an address the rules read. */
export interface AddressRuleFields {
  /** The state or territory code, checked only for an Australian address. */
  readonly state: string;
  /** The postcode: four digits for an Australian address. */
  readonly postcode: string;
  /** ISO 3166-1 alpha-2 country code; `AU` brings the Australian rules. */
  readonly country: string;
}
/** The fields of a person (a KYC body, a beneficial owner) the rules read. */
export interface PersonRuleFields {
  /** The identity document's type: `drivers_licence` is for Australian licence holders only. */
  readonly id_type: string;
  /** ISO 3166-1 alpha-2 nationality. */
  readonly nationality: string;
  /** Where the person lives. */
  readonly address: AddressRuleFields;
}
/** The fields of a KYB body the rules read. */
export interface BusinessRuleFields {
  /** The business's registered address. */
  readonly registered_address: AddressRuleFields;
  /** Each owner's identity and share, whose shares total at most 100. */
  readonly beneficial_owners: readonly (PersonRuleFields & { readonly ownership_percentage: number })[];
}

/** A business-rule failure on one field: the service answers 422 with this path as `param`. */
export interface RuleIssue {
  /** The field at fault, as the service names it in `param` (e.g. `beneficial_owners[0].address.state`). */
  path: string;
  /** The whole sentence, starting with the field's path. */
  message: string;
}

/** Australian addresses use a state or territory code and a four-digit postcode. */
export function auAddressIssues(value: AddressRuleFields, path: string): RuleIssue[] {
  if (value.country !== 'AU') return [];
  const issues: RuleIssue[] = [];
  if (!(AU_STATES as readonly string[]).includes(value.state.trim())) {
    issues.push({ path: `${path}.state`, message: `${path}.state must be one of ${AU_STATES.join(', ')} for an Australian address` });
  }
  if (!/^\d{4}$/.test(value.postcode.trim())) {
    issues.push({ path: `${path}.postcode`, message: `${path}.postcode must be four digits for an Australian address` });
  }
  return issues;
}

/**
 * The service accepts drivers_licence "for Australian licence holders" (docs/service-contract.md#identity-data-kyc-and-kyb). We read that as: the person is
 * an Australian national or lives in Australia (nationality or address.country AU).
 */
export function personIssues(person: PersonRuleFields, prefix = ''): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (person.id_type === 'drivers_licence' && person.nationality !== 'AU' && person.address.country !== 'AU') {
    issues.push({
      path: `${prefix}id_type`,
      message: `${prefix}id_type drivers_licence is accepted only for Australian licence holders (nationality or address.country AU); use passport or national_id`,
    });
  }
  return [...issues, ...auAddressIssues(person.address, `${prefix}address`)];
}

/** The rules a parsed KYC body must also meet (drivers_licence holders, Australian addresses); empty when it does. */
export function kycRuleIssues(kyc: PersonRuleFields): RuleIssue[] {
  return personIssues(kyc);
}

/** A validated ownership_percentage as an exact count of hundredths (25.5 → 2550), so totals never use float sums. */
export function percentageHundredths(value: number): number {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The rules a parsed KYB body must also meet: registered address, each owner, and owners' total of at most 100% (summed exactly). */
export function kybRuleIssues(kyb: BusinessRuleFields): RuleIssue[] {
  const issues = [
    ...auAddressIssues(kyb.registered_address, 'registered_address'),
    ...kyb.beneficial_owners.flatMap((owner, i) => personIssues(owner, `beneficial_owners[${i}].`)),
  ];
  const total = kyb.beneficial_owners.reduce((sum, owner) => sum + percentageHundredths(owner.ownership_percentage), 0);
  if (total > 100_00) {
    issues.push({
      path: 'beneficial_owners',
      message: `beneficial_owners' ownership_percentage must total 100 or less; they total ${formatHundredths(total)}`,
    });
  }
  return issues;
}
