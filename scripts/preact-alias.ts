/**
 * react and react-dom, as the components import them, pointed at preact/compat: the renderer of the
 * hosted pay page (vite.pages.config.ts) and of dist/elements.js (scripts/build-elements.ts), chosen
 * by measurement (docs/elements.md#size, docs/checkout.md#before-the-script-runs). The same
 * components, unchanged; everything else the package builds keeps React.
 */
export const PREACT_FOR_REACT: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** The same for Vite, each name matched whole (`react` must not catch `react-dom`). */
export function preactAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(PREACT_FOR_REACT).map(([name, replacement]) => ({ find: new RegExp(`^${name.replaceAll('/', '\\/')}$`), replacement }));
}
