import { contributorMessages, INVITES_PER_HOUR } from '@cp/contract';
import type { ThrottleRule } from '../../platform/throttle';

const MINUTE = 60_000;
export const CONTRIBUTOR_RULES = {
  candidates: { name: 'candidates:user', limit: 60, windowMs: MINUTE, message: contributorMessages.candidatesThrottled },
  invites: { name: 'invites:user', limit: INVITES_PER_HOUR, windowMs: 60 * MINUTE, message: contributorMessages.invitesThrottled },
} satisfies Record<string, ThrottleRule>;
