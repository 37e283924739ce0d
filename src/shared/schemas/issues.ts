/** Turns a zod issue into one sentence naming the field, for API errors and form messages. */

/** The parts of a zod issue the sentence is built from (zod's own issue types all fit). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  values?: unknown[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  keys?: string[];
}

/** The issue's path written as the service names fields in `param`: `beneficial_owners[0].address.state`. */
export function issuePath(issue: Pick<IssueLike, 'path'>): string {
  return issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** One sentence starting with the field's path: the schema's own message, or a plain one for zod's defaults. */
export function describeIssue(issue: IssueLike): string {
  const field = issuePath(issue) || 'body';
  if (issue.message && issue.message !== 'Invalid input' && !issue.message.startsWith('Invalid input:')) {
    return `${field} ${issue.message}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${field} is required` : `${field} must be ${article(issue.expected ?? 'value')}`;
    case 'invalid_value':
      return `${field} must be one of: ${(issue.values ?? []).map((v) => String(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array' ? `${field} must have at least ${String(issue.minimum)} item(s)` : `${field} must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array' ? `${field} must have at most ${String(issue.maximum)} item(s)` : `${field} must be at most ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `${field} has unknown field(s): ${(issue.keys ?? []).join(', ')}`;
    default:
      return `${field} is invalid`;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
