/** What a tag's renderer is: the element's values and its event dispatcher in, the kit's component out. */
import type { ReactNode } from 'react';
import type { PaykitElementEventDetails } from './types';

/** Dispatches one of the element's events. */
export type Emit = <Name extends keyof PaykitElementEventDetails>(name: Name, detail: PaykitElementEventDetails[Name]) => void;

/** The element's current property values, by property name. */
export type ElementValues = Readonly<Record<string, unknown>>;

/** Renders a tag's component from the element's values. A fatal paykit-error it emits makes the element show its fallback instead (element-class.ts). */
export type Renderer = (values: ElementValues, emit: Emit) => ReactNode;

/** The component's root element is the element's `root` part (`paykit-checkout::part(root)`). */
export const ROOT_PART = { part: 'root' } as Record<string, string>;

/** An attribute's text, or undefined when absent or empty. */
export const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A component's onError as a non-fatal paykit-error. */
export const failed = (emit: Emit) => (error: unknown) => emit('paykit-error', { error, fatal: false });
