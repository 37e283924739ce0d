/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { ruleTexts } from '../react/styles/stitches';
import { DASHBOARD_STYLE_MODULES, kitStylesheet } from './stylesheet';

/** Every dashboard component's styles module, found on disk so a new component cannot be forgotten. */
const onDisk = import.meta.glob<Record<string, unknown>>('./*/styles.ts', { eager: true });

describe('the dashboard in paykit/styles.css', () => {
  it('lists every dashboard styles module', () => {
    const missing = Object.entries(onDisk)
      .filter(([, module]) => !DASHBOARD_STYLE_MODULES.includes(module))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('holds every rule those modules make', () => {
    const sheet = kitStylesheet();
    for (const module of DASHBOARD_STYLE_MODULES) {
      for (const value of Object.values(module)) {
        if (typeof value === 'function' && 'className' in value) expect(sheet).toContain(`.${String(value)}`);
      }
    }
    expect(sheet.length).toBeGreaterThan(0);
    expect(ruleTexts().every((rule) => sheet.includes(rule))).toBe(true);
  });
});
