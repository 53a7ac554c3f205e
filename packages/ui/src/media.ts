import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query, read on the first render and followed after. The apps
 * render only in the browser, so there is no server value to start from: Mantine's default first
 * answers `false` and corrects itself in an effect, which drew a phone the desktop layout for a frame.
 */
export const useScreenMatches = (query: string) => useMediaQuery(query, undefined, { getInitialValueInEffect: false });
