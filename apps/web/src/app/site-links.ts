/**
 * Outside links the footer shows. The provider's own site is not part of the API's app-config yet,
 * so it lives here in one place; the game app link comes from `GET /app-config` (`game_app_url`).
 */
export const PROVIDER_SITE_URL = 'https://www.contentplus.example.com';
export const PROVIDER_NAME = 'Content+ Education';
