import { accountMessages, messages, sessionMessages } from '@cp/contract';
import type { Response } from '@playwright/test';
import { apiUser, file, jpeg, logIn, logOut, mailedLink, newPerson, PNG_1PX, sessionToken, toast } from './account-steps';
import { DEMO, expect, expectAccessible, expectNeverShown, test, watchForText, webUrl } from './fixtures';

test.describe('accounts', () => {
  test('a new user signs up, verifies by e-mail, completes the profile, then logs in by e-mail and by username', async ({ page, visit }) => {
    const person = newPerson();
    await visit(`${webUrl()}/register`);

    // Every sign-up message of spec 3 §5, word for word.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, accountMessages.inputInvalid)).toBeVisible();
    await expect(page.getByText(accountMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(accountMessages.passwordMin)).toBeVisible();

    await page.getByLabel('Username').fill(DEMO.owner.username);
    await expect(page.getByText(accountMessages.usernameTaken)).toBeVisible();
    await page.getByLabel('Username').fill(person.username);
    await expect(page.getByText(accountMessages.usernameAvailable)).toBeVisible();
    await page.getByLabel('E-mail').fill(DEMO.owner.email);
    await expect(page.getByText(accountMessages.emailTaken)).toBeVisible();
    await page.getByLabel('E-mail').fill(person.email);
    await expect(page.getByText(accountMessages.emailAvailable)).toBeVisible();

    await page.getByLabel(/^Password/).fill('12345');
    await page.getByLabel('Confirm password').fill('1234');
    await page.getByLabel('Confirm password').blur();
    await expect(page.getByText(accountMessages.passwordMin)).toBeVisible();
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(accountMessages.passwordNotMatch)).toBeVisible();
    await expect(toast(page, accountMessages.inputInvalid)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Confirm password').fill(person.password);
    const registeredAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, accountMessages.registered)).toBeVisible();
    // Logged in with an incomplete profile: held on /completion, reminded to verify the address.
    await expect(page).toHaveURL(`${webUrl()}/completion`);
    const reminder = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address' });
    await expect(reminder).toContainText(person.email);
    await expectAccessible(page);
    // The verification mail, through the real mail service (pg-boss → outbox); Resend sends a new
    // link, which replaces the one sent at sign-up.
    const first = await mailedLink(person.email, 'verify', registeredAt);
    await reminder.getByRole('button', { name: 'Resend' }).click();
    await expect(toast(page, accountMessages.verificationSent)).toBeVisible();
    let link = first;
    await expect.poll(async () => (link = await mailedLink(person.email, 'verify', registeredAt)), { timeout: 20_000 }).not.toBe(first);
    await page.goto(link);
    await expect(page.getByText(accountMessages.verified)).toBeVisible();
    await expect(page).toHaveURL(`${webUrl()}/completion`, { timeout: 5000 });
    await expect(reminder).toHaveCount(0);
    // The link works once; opened again it says so and offers the next step.
    await page.goto(link);
    await expect(page.getByText(accountMessages.linkUsed)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Content+' })).toBeVisible();
    await page.goto(`${webUrl()}/completion`);

    // Completion form: required fields and the birthday format, word for word.
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText(messages.requiredField)).toHaveCount(3);
    await page.getByLabel('Birthday', { exact: true }).fill('1990-02-30');
    await page.getByLabel('Birthday', { exact: true }).blur();
    await expect(page.getByText(accountMessages.birthdayFormat)).toBeVisible();

    await page.getByLabel('First name').fill('Ayu');
    await page.getByLabel('Last name').fill('Lestari');
    // Default dial code +62 (Indonesia); the picker lists 10 matches at most.
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('Indonesia +62');
    const dial = page.getByRole('combobox', { name: 'Country code' });
    await dial.fill('an');
    await expect(page.getByRole('option')).toHaveCount(10);
    await dial.fill('indo');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: /Indonesia/ }).click();
    await expect(dial).toHaveValue('Indonesia +62');
    await page.getByLabel('Phone number').fill('812 3456 7890');
    // Birthday from the calendar: no future dates can be chosen.
    await page.getByLabel('Birthday', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Choose birthday from calendar' }).click();
    const year = new Date().getFullYear();
    await expect(page.getByRole('button', { name: String(year), exact: true })).toBeEnabled();
    if (year % 10 !== 9) await expect(page.getByRole('button', { name: String(year + 1), exact: true })).toBeDisabled();
    // The calendar's arrows are named, and its days can be read (axe).
    await expect(page.getByRole('button', { name: 'Previous decade' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByLabel('Birthday', { exact: true }).fill('1990-05-17');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveValue(new RegExp(zone.replace(/_/g, ' ').replace(/[/+]/g, '\\$&')));
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, accountMessages.profileCompleted)).toBeVisible();
    await expect(page).toHaveURL(`${webUrl()}/subject`);

    const info = await page.request.get(`${webUrl()}/api/v1/user/info`, {
      headers: { authorization: `Token ${await sessionToken(page, person.email, person.password)}` },
    });
    expect((await info.json()).data).toMatchObject({ first_name: 'Ayu', last_name: 'Lestari', phone_number: '+6281234567890', birthday: '1990-05-17', email_verified: true, profile_complete: true });

    await logOut(page, person.username);
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    await logOut(page, person.username);
    await logIn(page, person.username, 'not my password');
    await expect(page.getByRole('alert').filter({ hasText: messages.loginFailed }).first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${webUrl()}/subject`);
  });

  test('login form messages of spec 1 §5', async ({ page, visit }) => {
    await visit(`${webUrl()}/login`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText(messages.loginUsernameRequired)).toBeVisible();
    await expect(page.getByText(messages.loginPasswordRequired)).toBeVisible();
    // No Google button without GOOGLE_CLIENT_ID.
    await expect(page.getByRole('group', { name: /google/i })).toHaveCount(0);
  });

  test('forgot → mail → reset → /login; the new password works and the old one fails', async ({ page, visit }) => {
    const person = await apiUser(page.request);
    await visit(`${webUrl()}/forgot`);
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    await expect(page.getByText(accountMessages.emailRequired)).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    await expect(page.getByText(accountMessages.emailInvalid)).toBeVisible();
    await page.getByLabel('E-mail').fill(person.email);
    const askedAt = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send Reset Password Link' }).click();
    await expect(toast(page, accountMessages.resetLinkSent)).toBeVisible();

    const link = await mailedLink(person.email, 'reset', askedAt);
    await visit(link);
    await page.getByLabel(/^New password/).fill('123');
    await page.getByLabel('Confirm new password').fill('124');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, accountMessages.resetInvalid)).toBeVisible();
    await expect(page.getByText(accountMessages.passwordMin)).toBeVisible();
    await expect(page.getByText(accountMessages.passwordNotMatch)).toBeVisible();

    await page.getByLabel(/^New password/).fill('second secret 2');
    await page.getByLabel('Confirm new password').fill('second secret 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.passwordReset })).toBeVisible();
    await expect(page).toHaveURL(`${webUrl()}/login`, { timeout: 6000 });

    await logIn(page, person.username, person.password);
    await expect(page.getByRole('alert').filter({ hasText: messages.loginFailed }).first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('second secret 2');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    await logOut(page, person.username);

    // The reset link works once: opened again, it says so before any typing, and offers a new link.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: accountMessages.linkUsed })).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await expect(page).toHaveURL(`${webUrl()}/forgot`);
  });

  test('the Setting tab saves bio, contact info and avatar; e-mail state, resend and password change', async ({ page, visit }) => {
    const person = await apiUser(page.request);
    await logIn(page, person.username, person.password);
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    await visit(`${webUrl()}/profile/me/setting`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guru Hebat' })).toBeVisible();

    // The completion details can be changed later, under the same rules.
    const personal = page.getByRole('region', { name: 'Personal Details' });
    await expect(personal.getByLabel('First name')).toHaveValue('Guru');
    await personal.getByLabel('Birthday', { exact: true }).fill(`${new Date().getFullYear() + 1}-01-01`);
    await personal.getByLabel('Birthday', { exact: true }).blur();
    await expect(personal.getByText(accountMessages.birthdayFuture)).toBeVisible();
    await personal.getByLabel('Birthday', { exact: true }).fill('1985-03-09');
    await personal.getByLabel('First name').fill('Guru Besar');
    await personal.getByRole('button', { name: 'Save Personal Details' }).click();
    await expect(toast(page, accountMessages.profileUpdated)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Guru Besar Hebat' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal Details' }).getByLabel('Birthday', { exact: true })).toHaveValue('1985-03-09');

    // Short bio: 160 characters with a counter; over it the field is invalid.
    const bio = page.getByLabel('Short bio');
    await bio.fill('x'.repeat(161));
    await expect(page.getByText('-1 character left')).toBeVisible();
    await expect(page.getByText(accountMessages.shortBioMax)).toBeVisible();
    await bio.fill('Guru matematika di Bandung. Suka membuat kuis.');
    await page.getByLabel('Website').fill('https://guru.example.org');
    await page.getByLabel('Instagram').fill('@guru.hebat');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, accountMessages.profileUpdated)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Short bio')).toHaveValue('Guru matematika di Bandung. Suka membuat kuis.');
    const panel = page.getByRole('complementary', { name: 'Profile information' });
    await expect(panel.getByText('Guru matematika di Bandung. Suka membuat kuis.')).toBeVisible();
    await expect(panel.getByRole('link', { name: /guru\.example\.org/ })).toHaveAttribute('href', 'https://guru.example.org');
    await expect(panel.getByRole('link', { name: /@guru\.hebat/ })).toHaveAttribute('href', 'https://www.instagram.com/guru.hebat');

    // Avatar: JPEG only, 2 MB at most, cropped 1:1, stored through the image pipeline.
    const picker = page.getByLabel('Profile picture', { exact: true });
    await picker.setInputFiles(file('avatar.png', PNG_1PX, 'image/png'));
    await expect(page.getByText(messages.imageFormat)).toBeVisible();
    const big = await jpeg(page, 1400, 1400, { noise: true });
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await picker.setInputFiles(file('big.jpg', big));
    await expect(page.getByText(messages.imageTooLarge2MB)).toBeVisible();
    await picker.setInputFiles(file('me.jpg', await jpeg(page, 800, 500, { hue: 30 })));
    const dialog = page.getByRole('dialog', { name: 'Crop Avatar' });
    await expect(dialog).toBeVisible();
    // Once the image is in the cropper and the opening transition has ended.
    await expect(dialog.getByRole('button', { name: 'Crop Image' })).toBeEnabled();
    await page.waitForTimeout(500);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Crop Image' }).click();
    await expect(toast(page, accountMessages.avatarUpdated)).toBeVisible();
    const avatar = panel.getByRole('img', { name: `Avatar of ${person.username}` });
    await expect(avatar).toHaveAttribute('src', /^\/media\/avatars\/.+\.jpg$/);
    const size = await avatar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size[0]).toBe(size[1]);
    // The header shows the new avatar too (the session follows the profile).
    await expect(page.getByRole('button', { name: `Account menu for ${person.username}` }).locator('img')).toHaveAttribute('src', /\/media\/avatars\//);

    // E-mail: not verified yet (signed up through the API), resend.
    const emailSection = page.getByRole('region', { name: 'E-mail' });
    await expect(emailSection.getByText('Not verified')).toBeVisible();
    await emailSection.getByRole('button', { name: 'Resend Verification' }).click();
    await expect(toast(page, accountMessages.verificationSent)).toBeVisible();

    // Change password: required fields and the match rule of spec 1 §5.
    const passwords = page.getByRole('region', { name: 'Change Password' });
    await passwords.getByRole('button', { name: 'Change Password' }).click();
    await expect(passwords.getByText(accountMessages.oldPasswordRequired)).toBeVisible();
    await expect(passwords.getByText(accountMessages.passwordMin)).toBeVisible();
    await passwords.getByLabel('Old password').fill(person.password);
    await passwords.getByLabel(/^New password/).fill('changed secret 9');
    await passwords.getByLabel('Confirm new password').fill('changed secret 8');
    await passwords.getByRole('button', { name: 'Change Password' }).click();
    await expect(passwords.getByText(messages.passwordMismatch)).toBeVisible();
    await passwords.getByLabel('Confirm new password').fill('changed secret 9');
    await passwords.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, accountMessages.passwordChanged)).toBeVisible();
    await logOut(page, person.username);
    await logIn(page, person.email, 'changed secret 9');
    await expect(page).toHaveURL(`${webUrl()}/subject`);
  });

  test('Security: an e-mail change needs the password and waits for the link; other devices are logged out from the session list; the link keeps this browser logged in', async ({ page, visit }) => {
    const person = await apiUser(page.request);
    // A second device: a login through the API with its own user agent.
    const phone = await page.request.post(`${webUrl()}/api/v1/auth/login/`, {
      data: { username: person.username, password: person.password },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' },
    });
    const phoneToken = (await phone.json()).data.token as string;
    await logIn(page, person.username, person.password);
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    await visit(`${webUrl()}/profile/me/setting`);

    // E-mail change: the current password first; the old address stays until the new one is confirmed.
    const emailSection = page.getByRole('region', { name: 'E-mail' });
    const newAddress = `moved.${person.email}`;
    const askedAt = Date.now();
    await emailSection.getByLabel('E-mail', { exact: true }).fill(newAddress);
    await emailSection.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(emailSection.getByText(accountMessages.emailChangeNeedsPassword)).toBeVisible();
    await emailSection.getByLabel('Current password').fill('not my password');
    await emailSection.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(toast(page, accountMessages.oldPasswordWrong)).toBeVisible();
    await emailSection.getByLabel('Current password').fill(person.password);
    await emailSection.getByRole('button', { name: 'Change E-mail' }).click();
    await expect(toast(page, accountMessages.emailChangeSent(newAddress))).toBeVisible();
    await expect(emailSection.getByText('Waiting for confirmation')).toBeVisible();
    await expect(emailSection.getByLabel('E-mail', { exact: true })).toHaveValue(person.email);
    await expectAccessible(page);

    // Sessions: this browser and the phone; log out everywhere else.
    const security = page.getByRole('region', { name: 'Security' });
    await expect(security.getByText('This device')).toBeVisible();
    await expect(security.getByText('Safari 17 on iOS')).toBeVisible();
    await security.getByRole('button', { name: 'Log out everywhere else' }).click();
    // The phone, and the session the API sign-up started.
    await expect(toast(page, sessionMessages.endedOthers(2))).toBeVisible();
    await expect(security.getByText('Safari 17 on iOS')).toHaveCount(0);
    const asPhone = await page.request.get(`${webUrl()}/api/v1/user/info?username=me`, { headers: { authorization: `Token ${phoneToken}` } });
    expect(asPhone.status()).toBe(401);

    // The link mailed to the new address moves the account there and logs this browser in again.
    // It ends this browser's session on the server and answers with a new one; the page's own calls,
    // held until then, go out with the old token and are refused (401) before the new session has
    // reached the browser. They are sent again with the new one: the session never "ended".
    const link = await mailedLink(newAddress, 'verify', askedAt);
    let releaseCalls!: () => void;
    const callsReleased = new Promise<void>((resolve) => (releaseCalls = resolve));
    const refused: Response[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/') && response.status() === 401) refused.push(response);
    });
    await page.route(/\/api\/v1\/(?!auth\/verify\/)/, async (route) => {
      await callsReleased;
      await route.continue();
    });
    await page.route('**/api/v1/auth/verify/*', async (route) => {
      const answer = await route.fetch();
      releaseCalls();
      // The refusals have reached the page, and the page has had a moment to act on them.
      await expect.poll(() => refused.length).toBeGreaterThan(0);
      await Promise.all(refused.map((response) => response.finished()));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      await route.fulfill({ response: answer });
    });
    await watchForText(page, messages.sessionEnded);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto(link);
    await expect(page.getByText(accountMessages.verified)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    // The profile is complete: on to where /completion would send it, without a blank stop there.
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    expect(visited).not.toContain('/completion');
    await expectNeverShown(page);
    await visit(`${webUrl()}/profile/me/setting`);
    await expect(page.getByRole('region', { name: 'E-mail' }).getByLabel('E-mail', { exact: true })).toHaveValue(newAddress);
  });

  test('profiles of others: the panel without the Setting tab; an unknown user goes to /not-found', async ({ page, visit }) => {
    const person = await apiUser(page.request);
    await logIn(page, person.username, person.password);
    await expect(page).toHaveURL(`${webUrl()}/subject`);
    await visit(`${webUrl()}/profile/${DEMO.owner.username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rina Wulandari' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Subject' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Setting' })).toHaveCount(0);
    await expect(page.getByText(DEMO.owner.email)).toHaveCount(0);
    await page.goto(`${webUrl()}/profile/${DEMO.owner.username}/setting`);
    await expect(page).toHaveURL(`${webUrl()}/profile/${DEMO.owner.username}`);
    await page.goto(`${webUrl()}/profile/no.such.person`);
    await expect(page).toHaveURL(`${webUrl()}/not-found`);
  });
});
