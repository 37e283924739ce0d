/**
 * A renderer's answer to an attribute missing or malformed: a fatal paykit-error naming it, which
 * makes the element show its fallback (the page, not the network, must change). Lives with the
 * renderers that need it, not in the element class every page loads.
 */
import { useEffect } from 'react';
import type { Emit } from './renderer';

/** The error's name, which fatal.ts reads as the `invalid` kind. */
export const ATTRIBUTE_ERROR = 'PaykitAttributeError';

/** `problem` names the tag and the attribute, for the developer reading the paykit-error. */
export function InvalidAttribute({ problem, emit }: { problem: string; emit: Emit }) {
  useEffect(() => {
    const error = new Error(problem);
    error.name = ATTRIBUTE_ERROR;
    emit('paykit-error', { error, fatal: true });
  }, [problem, emit]);
  return null;
}
