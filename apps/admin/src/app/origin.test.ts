import { describe, expect, it } from 'vitest';
import { isAdminOrigin } from './origin';

describe('isAdminOrigin', () => {
  it('matches the same origin', () => {
    expect(isAdminOrigin('http://localhost:3001', 'http://localhost:3001')).toBe(true);
    expect(isAdminOrigin('https://admin.example.com', 'https://admin.example.com')).toBe(true);
  });

  it('ignores trailing slashes, paths, letter case and default ports', () => {
    expect(isAdminOrigin('https://admin.example.com', 'https://admin.example.com/')).toBe(true);
    expect(isAdminOrigin('https://admin.example.com', 'https://Admin.Example.com/dashboard')).toBe(true);
    expect(isAdminOrigin('https://admin.example.com', 'https://admin.example.com:443')).toBe(true);
    expect(isAdminOrigin('http://admin.example.com:80', 'http://admin.example.com')).toBe(true);
  });

  it('differs on port, host or scheme', () => {
    expect(isAdminOrigin('http://localhost:3000', 'http://localhost:3001')).toBe(false);
    expect(isAdminOrigin('https://www.example.com', 'https://admin.example.com')).toBe(false);
    expect(isAdminOrigin('http://admin.example.com', 'https://admin.example.com')).toBe(false);
  });

  it('treats the loopback names as one host (a person types either), still minding the port', () => {
    expect(isAdminOrigin('http://127.0.0.1:3001', 'http://localhost:3001')).toBe(true);
    expect(isAdminOrigin('http://localhost:3001', 'http://[::1]:3001')).toBe(true);
    expect(isAdminOrigin('http://127.0.0.1:3000', 'http://localhost:3001')).toBe(false);
    expect(isAdminOrigin('http://127.0.0.1.nip.io:3001', 'http://localhost:3001')).toBe(false);
  });

  it('shows the admin app when nothing usable is configured', () => {
    expect(isAdminOrigin('http://localhost:3001', '')).toBe(true);
    expect(isAdminOrigin('http://localhost:3001', null)).toBe(true);
    expect(isAdminOrigin('http://localhost:3001', undefined)).toBe(true);
    expect(isAdminOrigin('http://localhost:3001', 'not a url')).toBe(true);
  });

  it('treats an unreadable current origin as foreign', () => {
    expect(isAdminOrigin('null', 'http://localhost:3001')).toBe(false);
  });
});
