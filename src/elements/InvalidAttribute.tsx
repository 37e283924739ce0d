/** The fallback for an element the page set up wrong (an attribute missing or malformed): reported once, no retry. */
import { useMemo } from 'react';
import { ElementFallback } from './ElementFallback';
import { PaykitAttributeError } from './fatal';
import type { Emit } from './renderer';

/** `problem` names the tag and the attribute, for the developer reading the paykit-error. */
export function InvalidAttribute({ problem, emit }: { problem: string; emit: Emit }) {
  // One error per problem: the element renders again on any change, and reports a problem once.
  const error = useMemo(() => new PaykitAttributeError(problem), [problem]);
  return <ElementFallback error={error} emit={emit} />;
}
