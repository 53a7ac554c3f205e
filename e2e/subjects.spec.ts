import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { messages, subjectMessages } from '@cp/contract';
import { DEMO, expect, expectAccessible, loginAs, openPage, pickSubject, test, uniqueWord, webUrl } from './fixtures';

const SECOND = { username: 'agus.teacher', password: 'demo-password' };

/** A real 4:3 photo-like JPEG on disk, for the file picker. */
async function jpegFile(name: string, colour: string) {
  const file = path.join(os.tmpdir(), `cp-e2e-${process.pid}-${name}.jpg`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${colour}"/><circle cx="600" cy="450" r="260" fill="#ffd43b"/></svg>`;
  fs.writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer());
  return file;
}

const open = openPage;

async function cropCover(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop cover image (16:9)' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400); // let the modal finish fading in before checking contrast
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog).toBeHidden();
  const preview = page.getByRole('img', { name: 'Cover image preview' });
  await expect(preview).toBeVisible();
  // The crop keeps 16:9.
  const ratio = await preview.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(ratio).toBeCloseTo(16 / 9, 1);
}

test.describe('subjects', () => {
  test('create through the wizard, find, edit every setting, see the activities, publish, delete', async ({ browser }) => {
    test.setTimeout(180_000);
    const suffix = uniqueWord();
    const name = `Photosynthesis Adventures ${suffix}`;
    const owner = await loginAs(browser, DEMO.owner);

    // ---- Wizard step 1: Basic Information ---------------------------------------------------
    await open(owner, '/subject');
    await owner.getByRole('link', { name: 'Add Subject' }).click();
    await expect(owner).toHaveURL(webUrl() + '/subject/add?step=1');
    // Forward needs the earlier steps done: step 3 is marked unavailable and cannot be opened yet.
    await expect(owner.getByRole('button', { name: /Step 3: Prerequisite Subject/ })).toHaveAttribute('aria-disabled', 'true');
    await owner.getByRole('button', { name: /Step 3: Prerequisite Subject/ }).click({ force: true });
    await expect(owner.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(messages.subjectNameRequired)).toBeVisible();
    await expect(owner.getByText(messages.subjectDescriptionRequired)).toBeVisible();
    await owner.getByLabel('Subject name').fill('x'.repeat(61));
    await expect(owner.getByText('-1 character left')).toBeVisible();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(subjectMessages.nameTooLong)).toBeVisible();
    await owner.getByLabel('Subject name').fill(name);
    await owner.getByLabel('Subject description').fill('How green plants make food from light, water and carbon dioxide, and why leaves are green.');
    await expect(owner.getByRole('radio', { name: 'Normal subject' })).toBeChecked();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner).toHaveURL(/\/subject\/add\?code=[A-Z2-9]{8}&step=2$/);
    const code = new URL(owner.url()).searchParams.get('code')!;
    // The wizard says which subject it is editing.
    await expect(owner.getByText(`Editing ${name} (${code})`)).toBeVisible();

    // ---- Step 2: Choose Category (suggested from the text) ----------------------------------
    await expect(owner.getByRole('heading', { name: 'Choose Category' })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Science / Biology' })).toBeVisible();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(messages.selectCategory)).toBeVisible();
    await owner.getByText('Science', { exact: true }).click();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(subjectMessages.selectSubCategory)).toBeVisible();
    await owner.getByRole('button', { name: 'Science / Biology' }).click();
    await owner.getByRole('button', { name: 'Save and continue' }).click();

    // ---- Step 3: Prerequisite Subject (each step is a history entry; a reload keeps the step) --
    await expect(owner.getByRole('heading', { name: 'Prerequisite Subject' })).toBeVisible();
    await expect(owner).toHaveURL(new RegExp(`code=${code}&step=3$`));
    await owner.reload();
    await expect(owner.getByRole('heading', { name: 'Prerequisite Subject' })).toBeVisible();
    await owner.goBack();
    await expect(owner.getByRole('heading', { name: 'Choose Category' })).toBeVisible();
    await owner.goBack();
    await expect(owner.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(owner.getByLabel('Subject name')).toHaveValue(name);
    await owner.goForward();
    await owner.goForward();
    await expect(owner.getByRole('heading', { name: 'Prerequisite Subject' })).toBeVisible();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(messages.prerequisiteIncomplete)).toBeVisible();
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(owner.getByText(messages.prerequisiteSelectFirst)).toBeVisible();
    await pickSubject(owner, 'Prerequisite subject', 'Fractions', /Fractions for Grade 7/);
    await owner.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(owner.getByText('Fractions for Grade 7', { exact: true })).toBeVisible();
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    // One message, beside the level it is about.
    await expect(owner.getByText(messages.prerequisiteLevel)).toHaveCount(1);
    const notSure = owner.getByRole('checkbox', { name: 'Not sure' });
    await notSure.check();
    await expect(owner.getByRole('combobox', { name: 'Level in Fractions for Grade 7' })).toBeDisabled();
    await owner.getByRole('switch', { name: 'Required' }).check();
    // Required turns 'not sure' off and it cannot be chosen while required.
    await expect(notSure).not.toBeChecked();
    await expect(notSure).toBeDisabled();
    await owner.getByRole('combobox', { name: 'Level in Fractions for Grade 7' }).click();
    await owner.getByRole('option', { name: 'What is a fraction?' }).click();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Save and continue' }).click();
    await expect(owner.getByText(messages.prerequisiteSet)).toBeVisible();

    // ---- Step 4: Cover Image, cropped 16:9 ---------------------------------------------------
    await expect(owner.getByRole('heading', { name: 'Cover Image' })).toBeVisible();
    // Going back is always allowed; the earlier step keeps what was saved.
    await owner.getByRole('button', { name: /Step 1: Basic Information/ }).click();
    await expect(owner.getByLabel('Subject name')).toHaveValue(name);
    await owner.getByRole('button', { name: /Step 4: Cover Image/ }).click();
    await cropCover(owner, await jpegFile('cover1', '#2b8a3e'));
    await owner.getByRole('button', { name: 'Create Subject' }).click();
    await expect(owner).toHaveURL(webUrl() + `/subject/detail/${code}/content`);
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(owner.getByText(messages.noChapters)).toBeVisible();
    await expect(owner.getByText('Draft', { exact: true })).toBeVisible();
    await expectAccessible(owner);

    // ---- My Subjects shows it as a DRAFT with its cover ---------------------------------------
    await open(owner, '/subject');
    await owner.getByLabel('Search subjects').fill(suffix);
    await owner.getByRole('button', { name: 'Search', exact: true }).click();
    const card = owner.getByTestId('subject-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('DRAFT')).toBeVisible();
    await expect(card.getByText('Science / Biology')).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\/covers\//);

    // ---- A second user finds it in Browse while it is public, and asks for access -------------
    const second = await loginAs(browser, SECOND);
    await open(second, `/browse?search=${encodeURIComponent(suffix)}`);
    await expect(second.getByText(`Search Result for '${suffix}'`)).toBeVisible();
    await second.getByTestId('subject-card').filter({ hasText: name }).click();
    await expect(second).toHaveURL(webUrl() + `/subject/detail/${code}/content`);
    await expect(second.getByRole('tab', { name: 'Setting' })).toHaveCount(0);
    // A tab they cannot see, and one that does not exist, both become the Content tab's address.
    for (const tab of ['setting', 'history']) {
      await open(second, `/subject/detail/${code}/${tab}`);
      await expect(second).toHaveURL(webUrl() + `/subject/detail/${code}/content`);
    }
    await second.getByRole('button', { name: 'Request Access' }).click();
    await expect(second.getByRole('button', { name: 'Access Requested' })).toBeDisabled();

    // ---- The owner edits every setting sub-tab ------------------------------------------------
    await open(owner, `/subject/detail/${code}/setting`);
    await expect(owner.getByRole('tab', { name: 'Basic Information' })).toHaveAttribute('aria-selected', 'true');
    await owner.getByLabel('Subject name').fill(`${name} II`);
    await owner.getByLabel('Subject description').fill('Light, water and air become food: photosynthesis step by step.');
    await owner.getByRole('switch', { name: 'Private subject' }).check();
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(owner.getByText(subjectMessages.saved)).toBeVisible();
    await expect(owner.getByRole('heading', { level: 1, name: `${name} II` })).toBeVisible();

    await owner.getByRole('tab', { name: 'Cover Image' }).click();
    await expect(owner).toHaveURL(webUrl() + `/subject/detail/${code}/setting/cover`);
    await cropCover(owner, await jpegFile('cover2', '#1864ab'));
    // Saved before moving on (an unsaved image would ask before leaving).
    await Promise.all([owner.waitForResponse((r) => r.url().includes('/subjects/save') && r.ok()), owner.getByRole('button', { name: 'Save Cover Image' }).click()]);
    await expect(owner.getByText(subjectMessages.saved).first()).toBeVisible();

    await owner.getByRole('tab', { name: 'Prerequisite Subject' }).click();
    await expect(owner.getByText('Fractions for Grade 7', { exact: true })).toBeVisible();
    await owner.getByRole('switch', { name: 'Required' }).uncheck();
    await owner.getByRole('checkbox', { name: 'Not sure' }).check();
    await expectAccessible(owner);
    await owner.getByRole('button', { name: 'Save Prerequisite' }).click();
    await expect(owner.getByText(messages.prerequisiteSet)).toBeVisible();

    // ---- Every change is in the activities, with its wording --------------------------------
    await open(owner, `/subject/detail/${code}/activities`);
    const activities = owner.getByRole('list', { name: 'Subject activities' });
    for (const text of [
      `You created subject "${name}"`,
      `You changed the category of "${name}" to Science/Biology`,
      `You changed the prerequisite subjects of "${name}"`,
      `You renamed subject "${name}" to "${name} II"`,
      `You changed the description of "${name} II"`,
      `You set "${name} II" to private`,
      `You changed the cover image of "${name} II"`,
    ]) {
      await expect(activities.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(activities.getByText(`You changed the prerequisite subjects of "${name} II"`)).toBeVisible();
    // Nine so far, fewer than a page of 10: no Load More.
    await expect(activities.getByRole('listitem')).toHaveCount(9);
    await expect(owner.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    // Two more changes (public, then private again) make 11: a page of 10, then Load More brings the oldest.
    await open(owner, `/subject/detail/${code}/setting/basic`);
    const privateBadge = owner.getByText('Private', { exact: true });
    await expect(privateBadge).toBeVisible();
    await owner.getByRole('switch', { name: 'Private subject' }).uncheck();
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    // The page re-reads the subject 1 s after a save.
    await expect(privateBadge).toHaveCount(0);
    await owner.getByRole('switch', { name: 'Private subject' }).check();
    await owner.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(privateBadge).toBeVisible();
    await open(owner, `/subject/detail/${code}/activities`);
    await expect(activities.getByRole('listitem')).toHaveCount(10);
    await expect(activities.getByText(`You set "${name} II" to public`)).toBeVisible();
    await expect(activities.getByText(`You created subject "${name}"`)).toHaveCount(0);
    await owner.getByRole('button', { name: 'Load More' }).click();
    await expect(activities.getByRole('listitem')).toHaveCount(11);
    await expect(activities.getByText(`You created subject "${name}"`)).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    // ---- Private now: the second user no longer finds or opens it -----------------------------
    await open(second, `/browse?search=${encodeURIComponent(suffix)}`);
    await expect(second.getByText(messages.noSubjectFound)).toBeVisible();
    await second.goto(webUrl() + `/subject/detail/${code}/about`);
    await expect(second).toHaveURL(webUrl() + '/not-found');

    // ---- Publishing: blocked without content, ON REVIEW for a subject with content ------------
    await open(owner, `/subject/detail/${code}/about`);
    await owner.getByRole('button', { name: 'Publish' }).click();
    const blocked = owner.getByRole('dialog', { name: 'No content yet' });
    await expect(blocked).toBeVisible();
    await expect(blocked.getByRole('alert')).toContainText('Add at least one chapter with a minigame');
    await blocked.getByRole('button', { name: 'OK' }).click();

    await open(owner, '/subject');
    await owner.getByTestId('subject-card').filter({ hasText: 'Fractions for Grade 7' }).click();
    await owner.getByRole('button', { name: 'Publish' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Publish version 1' });
    await expect(confirm.getByText('Your profile still has the default avatar.')).toBeVisible();
    await expect(confirm.getByText('The subject still has the default cover image.')).toBeVisible();
    await owner.waitForTimeout(400); // the modal has faded in
    await expectAccessible(owner);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(owner.getByText(messages.publishOnProcess, { exact: false })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'ON REVIEW' })).toBeDisabled();
    await expect(owner.getByText(/Review takes 7 working days: expected by \d{2} [A-Z][a-z]{2} \d{4}/).first()).toBeVisible();
    await expect(owner.getByText(/Last publish: \d{2} [A-Z][a-z]{2} \d{4} \(version 1\)/)).toBeVisible();

    // ---- Delete with confirmation; back to My Subjects after 2 s ------------------------------
    await open(owner, `/subject/detail/${code}/setting`);
    await owner.getByRole('button', { name: 'Delete Subject' }).click();
    await owner.getByRole('dialog', { name: 'Delete Subject' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner.getByText(messages.subjectDeleted)).toBeVisible();
    await expect(owner).toHaveURL(webUrl() + '/subject', { timeout: 5000 });
    await owner.getByLabel('Search subjects').fill(suffix);
    await owner.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(owner.getByText(messages.noSubjectFound)).toBeVisible();
    await owner.goto(webUrl() + `/subject/detail/${code}/content`);
    await expect(owner).toHaveURL(webUrl() + '/not-found');
  });

  test('lists: sort, the filters each view offers, the search chip; the profile Subject tab hides private subjects', async ({ browser }) => {
    const page = await loginAs(browser, DEMO.owner);
    await open(page, '/browse');
    const cards = page.getByTestId('subject-card');
    await expect(cards.first()).toBeVisible();
    // Browse hides filters 3 and 4; My Subjects hides 5.
    await page.getByRole('combobox', { name: 'Filter' }).click();
    await expect(page.getByRole('option', { name: 'Published' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Created by me' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name (A to Z)' }).click();
    // The list state lives in the address: a reload keeps it, Back undoes the last choice.
    await expect(page).toHaveURL(webUrl() + '/browse?sort=2-a');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name (A to Z)');
    await page.waitForLoadState('networkidle');
    const names = await cards.locator('h2').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Private subjects of others never show; rina sees no 'Lab Safety Basics' (budi's private subject).
    expect(names).not.toContain('Lab Safety Basics');
    await page.goBack();
    await expect(page).toHaveURL(webUrl() + '/browse');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).not.toHaveValue('Name (A to Z)');

    await open(page, '/subject');
    await page.getByRole('combobox', { name: 'Filter' }).click();
    await expect(page.getByRole('option', { name: 'Drafted' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Published' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Created by me' }).click();
    await page.keyboard.press('Escape');
    await expect(cards.filter({ hasText: 'Everyday English Conversations' })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Algebra Pathways' })).toHaveCount(1);
    await expect(page).toHaveURL(webUrl() + '/subject?filter=3');
    await page.reload();
    await expect(cards.filter({ hasText: 'Algebra Pathways' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Everyday English Conversations' })).toHaveCount(0);
    // Values the list cannot use give way to what it shows, in the address too.
    await open(page, '/subject?sort=9-z&category=abc&filter=5,3');
    await expect(page).toHaveURL(webUrl() + '/subject?filter=3');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Most popular');
    // The chip's clear icon returns to /browse.
    await open(page, '/browse?search=algebra');
    await page.getByRole('button', { name: 'Clear search result' }).click();
    await expect(page).toHaveURL(webUrl() + '/browse');

    // Profile Subject tab: budi owns only a private subject rina has no role on, and manages Fractions.
    // Both lists keep their page in the address; an old link to pages past the last opens the last.
    await open(page, '/profile/budi.manager?owned=4&contributed=3');
    await expect(page).toHaveURL(webUrl() + '/profile/budi.manager');
    const owned = page.getByRole('region', { name: 'Owned Subjects' });
    await expect(owned.getByText(messages.noSubjectFound)).toBeVisible();
    await expect(page.getByText('Lab Safety Basics')).toHaveCount(0);
    const contributed = page.getByRole('region', { name: 'Contributed Subjects' });
    await expect(contributed.getByRole('link', { name: /Fractions for Grade 7/ })).toBeVisible();
    // sari contributes to Lab Safety Basics, so she sees it on budi's profile.
    const sari = await loginAs(browser, { username: 'sari.contrib', password: 'demo-password' });
    await open(sari, '/profile/budi.manager');
    await expect(sari.getByRole('region', { name: 'Owned Subjects' }).getByRole('link', { name: /Lab Safety Basics/ })).toBeVisible();

    // Phone width: one card per row, nothing overflows.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/subject');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
