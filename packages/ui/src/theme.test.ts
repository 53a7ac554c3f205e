import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

describe('theme contrast (light scheme)', () => {
  it.each(Object.keys(resolved.colors))('%s: light and subtle text reads at AA at rest and hovered', (name) => {
    const shades = resolved.colors[name]!;
    const text = light[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(text, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(resolved.colors))('%s: white on filled reads at AA at rest and hovered; outline text on white too', (name) => {
    expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', light[`--mantine-color-${name}-filled-hover`]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light[`--mantine-color-${name}-outline`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already passes as it is: indigo filled stays shade 7', () => {
    expect(light['--mantine-color-indigo-filled']).toBe(resolved.colors.indigo[7]);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
