import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './security';

describe('rate limit key', () => {
  it('is the client address, and never throws for a request whose socket is gone', () => {
    expect(rateLimitKey({ ip: '198.51.100.7' })).toBe('198.51.100.7');
    expect(rateLimitKey({ ip: undefined, socket: { remoteAddress: '198.51.100.8' } })).toBe('198.51.100.8');
    expect(rateLimitKey({ ip: undefined, socket: {} })).toBe('gone');
  });
});
