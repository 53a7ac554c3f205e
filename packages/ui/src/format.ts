import dayjs from 'dayjs';

/** Dates as every screen shows them: '23 Nov 2026', and with the time '23 Nov 2026, 22:57'. */
export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
export const formatTime = (value: string | Date) => dayjs(value).format('DD MMM YYYY, HH:mm');
/** Counts as every screen shows them: '20,520'. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
/** '1 manager', '3 managers', '1,200 entries'. */
export const plural = (n: number, word: string, many = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : many}`;
