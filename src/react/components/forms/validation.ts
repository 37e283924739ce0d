import type * as z from 'zod/mini';
import type { RuleIssue } from '../../../shared/schemas/accounts';
import { issuePath } from '../../../shared/schemas/issues';
import { fieldMessage, isUnanswered, type MessageContext } from './messages';
import { domId } from './paths';
import type { SummaryItem } from './ErrorSummary';
import type { Errors } from './useFormState';

/** The field paths a schema finds wrong in `body` ("beneficial_owners[0].address.postcode"). */
export function schemaPaths(schema: z.ZodMiniType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issuePath(issue));
}

/** One message per wrong field, worded from the typed values; a field with no answer is only "Required". */
export function errorsAt(paths: Iterable<string>, values: unknown, context: MessageContext): Errors {
  const errors: Errors = {};
  for (const path of paths) errors[path] ??= isUnanswered(path, values) ? context.t('forms.error.required') : fieldMessage(path, values, context);
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

/** How the summary folds the questions left empty into one line. */
export interface MissingSummary {
  /** The answers, to tell an empty question from a wrong answer. */
  values: unknown;
  /** The one line for `count` empty questions ("Fill in the 11 required fields marked below"). */
  line: (count: number) => string;
}

/** Options of summaryItems. */
export interface SummaryOptions {
  /** The element a path's link focuses (default: the field's own id, for a known field). */
  target?: (path: string) => string | null;
  /** The link's text (default: the message). */
  text?: (path: string, message: string) => string;
  /** Folds the empty questions into one line linking the first, before the wrong answers. */
  missing?: MissingSummary;
}

/**
 * Errors as summary links, in the order the fields are asked; unknown paths last. With `missing`,
 * the questions left empty are one line (a wall of "Enter the …" links tells an applicant less
 * than a count and the first one); each wrong answer keeps its own line.
 */
export function summaryItems(errors: Errors, fields: readonly string[], options: SummaryOptions = {}): SummaryItem[] {
  const rank = (path: string) => {
    const index = fields.indexOf(path);
    return index === -1 ? fields.length : index;
  };
  const targetOf = (path: string) => (options.target ? options.target(path) : fields.includes(path) ? domId(path) : null);
  const ordered = Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
  const { missing } = options;
  const empty = missing ? ordered.filter(([path]) => isUnanswered(path, missing.values)) : [];
  const first = empty[0];
  const folded: SummaryItem[] = missing && first ? [{ targetId: targetOf(first[0]), text: missing.line(empty.length) }] : [];
  return [
    ...folded,
    ...ordered
      .filter((entry) => !empty.includes(entry))
      .map(([path, message]) => ({ targetId: targetOf(path), text: options.text ? options.text(path, message) : message })),
  ];
}
