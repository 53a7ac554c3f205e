import dayjs from 'dayjs';

/** Dates as the subject screens show them. */
export const formatDate = (value: string | Date) => dayjs(value).format('DD MMM YYYY');
export const formatTime = (value: string) => dayjs(value).format('DD MMM YYYY, HH:mm');

export const TABS = ['content', 'activities', 'contributor', 'about', 'setting', 'diagnostic'] as const;
export type Tab = (typeof TABS)[number];
export const SETTING_TABS = [
  { value: 'basic', label: 'Basic Information' },
  { value: 'cover', label: 'Cover Image' },
  { value: 'prerequisite', label: 'Prerequisite Subject' },
] as const;
export type SettingSection = (typeof SETTING_TABS)[number]['value'];
