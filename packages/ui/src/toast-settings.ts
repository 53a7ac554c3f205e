/** How long a toast stays (spec: 5 s). */
export const TOAST_AUTO_CLOSE_MS = 5000;
