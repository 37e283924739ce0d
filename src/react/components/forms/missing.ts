import type { SummaryItem } from './ErrorSummary';
import { isUnanswered } from './messages';
import type { Errors } from './useFormState';

/**
 * The questions left empty as one summary line, linking the first of them, before the wrong
 * answers' own lines: a wall of "Enter the …" links tells an applicant less than a count and
 * where to start. `items` lists the other errors (summaryItems), `errors` and `values` tell them apart.
 */
export function foldMissing(errors: Errors, values: unknown, items: (errors: Errors) => SummaryItem[], line: (count: number) => string): SummaryItem[] {
  const empty: Errors = {};
  const wrong: Errors = {};
  for (const [path, message] of Object.entries(errors)) (isUnanswered(path, values) ? empty : wrong)[path] = message;
  const [first] = items(empty);
  const count = Object.keys(empty).length;
  return [...(first ? [{ targetId: first.targetId, text: line(count) }] : []), ...items(wrong)];
}
