/**
 * Footer links of the back-office (spec 3 §2: about, team, blog, social links, app-store link).
 * The API's app-config does not carry these yet, so they live here in one place.
 */
export const COMPANY_SITE = 'https://www.contentplus.example.com';

export const FOOTER_LINKS = {
  about: `${COMPANY_SITE}/about`,
  team: `${COMPANY_SITE}/team`,
  blog: `${COMPANY_SITE}/blog`,
  facebook: 'https://www.facebook.com/contentplus.example',
  instagram: 'https://www.instagram.com/contentplus.example',
  linkedin: 'https://www.linkedin.com/company/contentplus-example',
  youtube: 'https://www.youtube.com/@contentplus.example',
  appStore: 'https://apps.apple.com/app/contentplus-example',
} as const;
