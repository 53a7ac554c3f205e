import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * The theme's CSS variables, as MantineProvider would write them into a `<style>` on every first load:
 * the variables of our theme with its contrast fixes, less those equal to Mantine's defaults (which
 * its styles.css already holds). Worked out once, when the apps are built (`themeVariables()` in
 * browser-build.ts): in the browser, the contrast search behind the fixes was a tenth of a signed-in
 * first page's script (docs/performance.md, stop 63).
 */
export function themeVariablesCss(): string {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(resolved);
  const fixes = cssVariablesResolver(resolved);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const section = (key: keyof ConvertCSSVariablesInput) => {
    const mantine: Record<string, string> = defaults[key];
    return Object.fromEntries(Object.entries({ ...ours[key], ...fixes[key] }).filter(([name, value]) => mantine[name] !== value));
  };
  return convertCssVariables({ variables: section('variables'), light: section('light'), dark: section('dark') });
}
