import dayjs from 'dayjs';

/** Dates as every screen shows them: '23 Nov 2026', and with the time '23 Nov 2026, 22:57'. */
export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
export const formatTime = (value: string | Date) => dayjs(value).format('DD MMM YYYY, HH:mm');
