import { describe, expect, it } from 'vitest';
import { manifestRule, readManifest, ruleHash, SHEET_MANIFEST_PROPERTY } from './sheet-manifest';

describe('the style sheet manifest', () => {
  it('hashes a rule to the same short name every time, and different rules apart', () => {
    expect(ruleHash('.pk-c-a{color:red}')).toBe(ruleHash('.pk-c-a{color:red}'));
    expect(ruleHash('.pk-c-a{color:red}')).not.toBe(ruleHash('.pk-c-a{color:blue}'));
    expect(ruleHash('.pk-c-a{color:red}')).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('round-trips through the text a browser computes for the property', () => {
    const rules = ['.pk-c-a{color:red}', '@keyframes pk-k-b{0%{opacity:0}}'];
    const rule = manifestRule(rules);
    expect(rule.startsWith(`:root{${SHEET_MANIFEST_PROPERTY}:"`)).toBe(true);
    const value = rule.slice(rule.indexOf(':"') + 1, -1);
    // Browsers return a custom property's value as written, sometimes with a leading space.
    expect([...readManifest(` ${value}`)]).toEqual(rules.map(ruleHash));
  });

  it('reads nothing from an absent property', () => {
    expect(readManifest('').size).toBe(0);
  });
});
