import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  birthdaySchema,
  completionBody,
  completionFormSchema,
  completionPhone,
  contactHref,
  isIsoDate,
  isTimeZone,
  registerFormSchema,
  todayIso,
  usernameSchema,
  type CompletionForm,
} from './index';

const base: CompletionForm = {
  first_name: 'Ayu', last_name: 'Lestari', dial_country: 'ID', dial_code: '62', phone_local: '0812-3456-7890',
  birthday: '1990-05-17', timezone: 'Asia/Jakarta', topic: 'Science', is_service: false, username: '', password: '', confirm_password: '',
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('account rules', () => {
  it('builds E.164 numbers without the trunk 0', () => {
    expect(completionPhone(base)).toBe('+6281234567890');
    expect(completionPhone({ dial_code: '65', phone_local: '' })).toBe('');
  });

  it('checks birthdays: real dates, YYYY-MM-DD, not in the future', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(firstMessage(birthdaySchema.safeParse('17-05-1990'))).toBe(accountMessages.birthdayFormat);
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(firstMessage(birthdaySchema.safeParse(nextYear))).toBe(accountMessages.birthdayFuture);
    expect(birthdaySchema.safeParse(todayIso()).success).toBe(true);
  });

  it('knows timezones', () => {
    expect(isTimeZone('Asia/Jakarta')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('validates usernames', () => {
    expect(usernameSchema.safeParse('rina.owner').success).toBe(true);
    expect(firstMessage(usernameSchema.safeParse('Admin'))).toBe(accountMessages.usernameReserved);
    expect(firstMessage(usernameSchema.safeParse('.dot'))).toBe(accountMessages.usernameFormat);
  });

  it('sign-up form: confirm must match', () => {
    const r = registerFormSchema.safeParse({ email: 'a@b.org', username: 'abc', password: '12345678', confirm_password: '12345679' });
    expect(firstMessage(r)).toBe(accountMessages.passwordNotMatch);
  });

  it('completion: service accounts also choose username and password', () => {
    expect(completionFormSchema.safeParse(base).success).toBe(true);
    const service = completionFormSchema.safeParse({ ...base, is_service: true, username: 'x', password: '1', confirm_password: '2' });
    expect(service.success).toBe(false);
    expect(service.error!.issues.map((i) => i.path[0])).toEqual(['username', 'password', 'confirm_password']);
    expect(completionBody({ ...base, is_service: true, username: ' school.one ', password: 'secret1', confirm_password: 'secret1' })).toMatchObject({
      username: 'school.one', password: 'secret1', phone_number: '+6281234567890', topic: 'Science',
    });
    expect(completionBody(base)).not.toHaveProperty('password');
  });

  it('links contact info to web addresses and network pages only', () => {
    expect(contactHref('web', 'https://guru.example.org')).toBe('https://guru.example.org');
    expect(contactHref('instagram', '@guru.hebat')).toBe('https://www.instagram.com/guru.hebat');
    expect(contactHref('web', 'guru')).toBeNull();
    expect(contactHref('twitter', 'javascript:alert(1)')).toBeNull();
  });
});
