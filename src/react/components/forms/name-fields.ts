/**
 * The two name questions in the order a form asks them: the family name first where the words'
 * language writes names so (i18n/name-order.ts). Apart from person.ts, which the onboarding
 * element's opening page loads: only the forms, a later chunk, need the order.
 */
type NameField = 'first_name' | 'last_name';

/** The name questions in the order a form asks them. */
export const nameFields = (familyFirst: boolean): readonly NameField[] => (familyFirst ? ['last_name', 'first_name'] : ['first_name', 'last_name']);

/** Field paths (personFields, kybFields: given name first) in the order the form asks them, each person's name swapped when `familyFirst`. */
export function inNameOrder(paths: readonly string[], familyFirst: boolean): string[] {
  if (!familyFirst) return [...paths];
  const ordered = [...paths];
  for (let i = 0; i < ordered.length - 1; i++) {
    const path = ordered[i]!;
    if (path.endsWith('first_name') && ordered[i + 1] === `${path.slice(0, -'first_name'.length)}last_name`) {
      ordered[i] = ordered[i + 1]!;
      ordered[i + 1] = path;
      i++;
    }
  }
  return ordered;
}
