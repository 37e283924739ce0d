import type { ComponentPropsWithoutRef, ElementType } from 'react';

/**
 * A component's props, Radix-style: its own, and any attribute of its root element (which
 * gets them, with `className` merged and the ref forwarded). Where a name is both, its own
 * meaning wins (`onError`, `onSubmit`, `onChange` are the component's callbacks).
 */
export type WithRootProps<Own, Root extends ElementType> = Own & Omit<ComponentPropsWithoutRef<Root>, keyof Own>;

/** The heading level a component's title renders at (`<h2>` … `<h5>`), so it fits the page's outline. */
export type HeadingLevel = 2 | 3 | 4 | 5;
