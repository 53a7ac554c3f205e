import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A dialog's or drawer's <header> is not a second banner landmark beside the page's own. */
const headerNotBanner = { attributes: { header: { role: 'none' } } };

/**
 * Every calendar (@mantine/dates): its arrows show only an icon, so they get names; days of the
 * months around the one shown and weekends in colour are left out, since Mantine's faint colours for
 * them do not reach AA.
 */
const calendarDefaults = {
  ariaLabels: {
    previousMonth: 'Previous month', nextMonth: 'Next month', previousYear: 'Previous year', nextYear: 'Next year',
    previousDecade: 'Previous decade', nextDecade: 'Next decade',
  },
  hideOutsideDates: true,
  weekendDays: [],
};

/**
 * The one Mantine theme both apps use: a calm indigo on white, with shades chosen so that text and
 * filled controls keep a WCAG AA contrast ratio (≥ 4.5:1) against their background.
 */
export const theme = createTheme({
  // People who ask their system for less motion get no fades or slides.
  respectReducedMotion: true,
  primaryColor: 'indigo',
  // indigo.7 (#4263eb) on white is 4.98:1; the default shade 6 would be 4.32:1.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  black: '#1f2430',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Anchor: { defaultProps: { underline: 'always' } },
    Tooltip: { defaultProps: { withArrow: true } },
    Modal: { defaultProps: headerNotBanner },
    ModalRoot: { defaultProps: headerNotBanner },
    Drawer: { defaultProps: headerNotBanner },
    // A menu holds only its items (axe: a menu's children must be menu items; the placeholder that
    // keeps focus off the first item is not one), and opens beside its button, inside the page's
    // landmarks rather than at the end of the body (axe: region).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false } },
    // Set on the pickers, not on Calendar: a picker hands its calendar these explicitly.
    DatePicker: { defaultProps: calendarDefaults },
    DatePickerInput: { defaultProps: calendarDefaults },
  },
});

/** WCAG AA for normal text. */
const AA = 4.5;
const WHITE = '#ffffff';

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in steps of 4% until it reads at AA on `background`. */
function readableOn(color: string, background: string): string {
  let result = color;
  for (let step = 1; contrastRatio(result, background) < AA && step <= 25; step++) result = darken(color, step * 0.04);
  return result;
}

/**
 * Variant colours of one palette colour that keep AA in both states. Mantine's light scheme writes
 * light and subtle controls (alerts, badges, "Delete" buttons) in shade 9 on shade 1, hovered on
 * shade 2, and filled ones in white on the primary shade: for red that is 3.76:1 hovered and 3.84:1
 * filled, for yellow 2.69:1 at rest.
 * - light/subtle text: shade 9, darkened until it reads on the hover background (shade 2), and so
 *   on the lighter resting one;
 * - filled background (and outline, and `c="<colour>"` text, which Mantine takes from it): the first
 *   shade from 7 on that carries white text, darkened when none does; hovered, 10% darker.
 */
function readableVariants(name: string, shades: MantineColorsTuple): Record<string, string> {
  const filled = [shades[7], shades[8], shades[9]].find((shade) => contrastRatio(WHITE, shade) >= AA) ?? readableOn(shades[9], WHITE);
  return {
    [`--mantine-color-${name}-light-color`]: readableOn(shades[9], shades[2]),
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-outline`]: filled,
  };
}

/**
 * Contrast fixes for the light scheme: Mantine's defaults for dimmed and error text, and for several
 * colours' variants (`readableVariants`), are below 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.assign({}, ...Object.entries(resolved.colors).map(([name, shades]) => readableVariants(name, shades))),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-body': '#ffffff',
  },
  dark: {},
});
