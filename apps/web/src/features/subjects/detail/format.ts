export const TABS = ['content', 'activities', 'contributor', 'about', 'setting', 'diagnostic'] as const;
export type Tab = (typeof TABS)[number];
export const SETTING_TABS = [
  { value: 'basic', label: 'Basic Information' },
  { value: 'cover', label: 'Cover Image' },
  { value: 'prerequisite', label: 'Prerequisite Subject' },
] as const;
export type SettingSection = (typeof SETTING_TABS)[number]['value'];
