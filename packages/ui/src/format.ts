import dayjs from 'dayjs';

/** Dates as every screen shows them: '23 Nov 2026', and with the time '23 Nov 2026, 22:57'. */
export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
export const formatTime = (value: string | Date) => dayjs(value).format('DD MMM YYYY, HH:mm');
/**
 * Counts as every screen shows them: '20,520'. Counts are whole numbers, so a comma every three
 * digits is all there is to it: setting up an `Intl.NumberFormat` (ICU's locale data) cost a
 * signed-in first page more than the counts it wrote (docs/performance.md, stops 62 and 63).
 */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** '1 manager', '3 managers', '1,200 entries'. */
export const plural = (n: number, word: string, many = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : many}`;
