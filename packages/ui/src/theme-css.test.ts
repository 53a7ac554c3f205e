import { describe, expect, it } from 'vitest';
import { themeVariablesCss } from './theme-css';

describe('the theme as a stylesheet', () => {
  const css = themeVariablesCss();
  it('holds the primary colour and the contrast fixes of the light scheme', () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled);');
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\);/);
  });
  it("leaves out what Mantine's own stylesheet already sets", () => {
    expect(css).not.toContain('--mantine-scale:');
  });
});
