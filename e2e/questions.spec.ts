import type { Page } from '@playwright/test';
import { questionMessages } from '@cp/contract';
import { DEMO, apiAuth, expect, expectAccessible, loginAs, openPage, subjectCodeByName, test, webUrl } from './fixtures';

/**
 * The question page (issue 13): a contributor's entry goes on review, the manager finds it, edits it
 * (which approves it) and deletes it. Net zero on the demo's Word Hunter, which subjects.spec publishes.
 */
const SARI = { username: 'sari.contrib', password: 'demo-password' };

async function hint(page: Page, n: number, text: string, word: string) {
  const box = page.getByRole('textbox', { name: `Hint ${n}` });
  await box.fill(text);
  const start = text.indexOf(word);
  await box.evaluate((el: HTMLTextAreaElement, [a, b]) => el.setSelectionRange(a!, b!), [start, start + word.length]);
  await page.getByRole('button', { name: `Highlight selection in Hint ${n}` }).click();
}

test('a contributor submits an entry for review; the manager finds, edits and deletes it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const code = await subjectCodeByName(request, await apiAuth(request, DEMO.owner), 'Fractions for Grade 7');
  const sari = await loginAs(browser, SARI);
  await openPage(sari, `/subject/detail/${code}/content`);
  await sari.getByRole('link', { name: 'Word Hunter' }).first().click();
  await expect(sari.getByRole('heading', { name: 'Word Hunter entries' })).toBeVisible();
  const questionUrl = sari.url();
  await expect(sari.getByText('10 valid questions')).toBeVisible();

  await sari.getByRole('button', { name: 'Add New Entry' }).click();
  const form = sari.getByRole('dialog', { name: 'Add New Entry' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sari.getByText('Fail to submit. Word, Definition, Hint 1, Hint 2, Hint 3 are required. Please complete the form before submitting your entry!')).toBeVisible();
  await expect(form.getByText('Word is required.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Word', exact: true }).fill('mixed number');
  await form.getByRole('textbox', { name: 'Definition' }).fill('A whole number and a fraction together, like 1 1/2.');
  await hint(sari, 1, 'One and a half is a mixed number', 'mixed number');
  await hint(sari, 2, 'A mixed number has a whole part', 'mixed number');
  await hint(sari, 3, 'Write 3/2 as a mixed number', 'mixed number');
  await expectAccessible(sari);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sari.getByText(questionMessages.submittedForReview)).toBeVisible();
  const row = sari.getByRole('row').filter({ hasText: 'mixed number' });
  await expect(row.getByText('On review')).toBeVisible();
  // On review: its author can no longer change it.
  await expect(row.getByRole('button', { name: /^Edit entry/ })).toBeDisabled();
  await expect(sari.getByText('1 question(s) are still not approved/declined yet')).toBeVisible();

  const rina = await loginAs(browser, DEMO.owner);
  await openPage(rina, new URL(questionUrl).pathname);
  const onReviewOnly = rina.getByRole('switch', { name: 'Show on review content only' });
  await onReviewOnly.click();
  await expect(onReviewOnly).toBeChecked();
  await expect(rina).toHaveURL(/review=1/);
  await expect(rina.getByRole('row')).toHaveCount(2);
  const pending = rina.getByRole('row').filter({ hasText: 'mixed number' });
  await pending.getByRole('button', { name: /^Edit entry/ }).click();
  const edit = rina.getByRole('dialog', { name: 'Edit entry' });
  await edit.getByRole('textbox', { name: 'Definition' }).fill('A whole number and a proper fraction together, like 1 1/2.');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(rina.getByText(questionMessages.submitted)).toBeVisible();
  await onReviewOnly.click();
  await expect(onReviewOnly).not.toBeChecked();

  // Search is kept in the address; the edited entry is approved now.
  await rina.getByRole('textbox', { name: 'Search' }).fill('proper fraction');
  await expect(rina).toHaveURL(/search=proper\+fraction/);
  await expect(rina.getByRole('row')).toHaveCount(2);
  const approved = rina.getByRole('row').filter({ hasText: 'mixed number' });
  await expect(approved.getByText('Approved')).toBeVisible();
  await expectAccessible(rina);

  // Two editors at once: a save from another tab lands first; this one is refused, its text kept.
  await approved.getByRole('button', { name: /^Edit entry/ }).click();
  const definition = edit.getByRole('textbox', { name: 'Definition' });
  await expect(definition).toHaveValue('A whole number and a proper fraction together, like 1 1/2.');
  const mg = new URL(questionUrl).pathname.split('/')[3];
  const auth = { authorization: await apiAuth(request, DEMO.owner) };
  const [listed] = (await (await request.post(`${webUrl()}/api/v1/questions/${mg}/list`, { headers: auth, data: { search: 'proper fraction' } })).json()).data;
  const other = { ...listed.question_object, definition: 'A whole number and a proper fraction, written in another tab.' };
  expect((await request.post(`${webUrl()}/api/v1/questions/${mg}/save`, { headers: auth, data: { id: listed.question_id, revision: listed.revision, question_object: other } })).ok()).toBe(true);
  await definition.fill('A whole number next to a proper fraction.');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(rina.getByText(questionMessages.changedMeanwhile(DEMO.owner.username), { exact: false })).toBeVisible();
  await expect(definition).toHaveValue('A whole number next to a proper fraction.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await approved.getByRole('button', { name: /^Edit entry/ }).click();
  await expect(definition).toHaveValue(other.definition);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await approved.getByRole('button', { name: /^Delete entry/ }).click();
  await rina.getByRole('dialog', { name: 'Delete entry?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rina.getByText(questionMessages.deleted)).toBeVisible();
  await expect(rina.getByText('No entry matches.')).toBeVisible();
  await rina.goto(`${webUrl()}${new URL(questionUrl).pathname}?id=99999999`);
  await expect(rina).toHaveURL(`${webUrl()}/not-found`);
  for (const page of [sari, rina]) await page.context().close();
});
