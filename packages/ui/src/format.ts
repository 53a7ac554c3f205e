import dayjs from 'dayjs';

/** Dates as every screen shows them: '23 Nov 2026', and with the time '23 Nov 2026, 22:57'. */
export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
export const formatTime = (value: string | Date) => dayjs(value).format('DD MMM YYYY, HH:mm');
const counts = new Intl.NumberFormat('en-US');
/**
 * Counts as every screen shows them: '20,520'. One formatter for all: `toLocaleString` set one up on
 * every call, 5% of the script a signed-in first page ran (docs/performance.md, stop 62).
 */
export const formatCount = (n: number) => counts.format(n);
/** '1 manager', '3 managers', '1,200 entries'. */
export const plural = (n: number, word: string, many = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : many}`;
