import type { RuleIssue } from 'paykit/schemas';
import { fieldMessage, type MessageContext } from './messages';
import { domId } from './paths';
import type { SummaryItem } from './ErrorSummary';
import type { Errors } from './useFormState';

/** One message per wrong field, worded from the typed values. */
export function errorsAt(paths: Iterable<string>, values: unknown, context: MessageContext): Errors {
  const errors: Errors = {};
  for (const path of paths) errors[path] ??= fieldMessage(path, values, context);
  return errors;
}

/** The service's cross-field rules as errors at paths. */
export function rulePaths(issues: readonly RuleIssue[]): string[] {
  return issues.map((issue) => issue.path);
}

/**
 * The field that shows an error the server named with `param`: that field, else the first field
 * inside it ("address" → "address.country"), else none (the error is the whole form's).
 */
export function fieldFor(param: string | null, fields: readonly string[]): string | null {
  if (!param) return null;
  if (fields.includes(param)) return param;
  return fields.find((field) => field.startsWith(`${param}.`) || field.startsWith(`${param}[`)) ?? null;
}

/** Errors as summary links, in the order the fields are asked; unknown paths last. */
export function summaryItems(
  errors: Errors,
  fields: readonly string[],
  options: { target?: (path: string) => string | null; text?: (path: string, message: string) => string } = {},
): SummaryItem[] {
  const rank = (path: string) => {
    const index = fields.indexOf(path);
    return index === -1 ? fields.length : index;
  };
  return Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([path, message]) => ({
      targetId: options.target ? options.target(path) : fields.includes(path) ? domId(path) : null,
      text: options.text ? options.text(path, message) : message,
    }));
}
