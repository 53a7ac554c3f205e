import type { APIRequestContext } from '@playwright/test';
import { questionMessages, reviewMessages } from '@cp/contract';
import { sampleEntry } from '../apps/api/src/cli/sample-entries';
import { fillEntry } from './entry-steps';
import { PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, subjectCodeByName, test, webUrl } from './fixtures';

/**
 * Review (issue 14), in two browsers: a contributor submits an entry, the manager sees the badge and
 * the task row appear without reloading, views the changes and declines with a suggested reason;
 * the contributor is told, edits and resubmits; the manager approves on his phone. Budi's Lab Safety Basics,
 * where sari contributes (demo data); the entry stays, approved.
 */
const BUDI = { username: 'budi.manager', password: 'demo-password' };
const SARI = { username: 'sari.contrib', password: 'demo-password' };
const SNAPSHOT_QUIZ = 7;

async function pendingCount(request: APIRequestContext, auth: string) {
  return (await (await request.get(`${webUrl()}/api/v1/manager/tasks/number`, { headers: { authorization: auth } })).json()).data.count as number;
}

/** The topics of the manager's pending entries (the first hundred: a handful in these runs). */
async function pendingTopics(request: APIRequestContext, auth: string) {
  const res = await request.post(`${webUrl()}/api/v1/manager/tasks`, { headers: { authorization: auth }, data: { n: 100, page: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()).data as { question_object: { topic?: string } }[]).map((task) => task.question_object.topic);
}

test('a contributor’s entry is declined with a reason, resubmitted and approved from the task page', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const budiAuth = await apiAuth(request, BUDI);
  const code = await subjectCodeByName(request, budiAuth, 'Lab Safety Basics');
  const budi = await loginAs(browser, BUDI);
  await openPage(budi, '/task');

  // Sari writes an entry on the question page; it goes on review.
  const sari = await loginAs(browser, SARI);
  await openPage(sari, `/subject/detail/${code}/content`);
  await sari.getByRole('link', { name: 'Snapshot Quiz' }).first().click();
  await sari.getByRole('button', { name: 'Add New Entry' }).click();
  const form = sari.getByRole('dialog', { name: 'Add New Entry' });
  const entry = { ...sampleEntry(SNAPSHOT_QUIZ, 5), topic: 'Goggles in the lab' };
  await fillEntry(sari, form, SNAPSHOT_QUIZ, entry);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sari.getByText(questionMessages.submittedForReview)).toBeVisible();
  const questionPage = sari.url();

  // Budi's task page and badge follow without a reload (they poll). Other specs, running at the same
  // time, add and settle entries for budi too: the badge is held to the server's count of the moment.
  const row = budi.getByRole('row').filter({ hasText: 'Goggles in the lab' });
  await expect(row).toBeVisible({ timeout: 25_000 });
  await expect(async () => {
    await expect(budi.getByRole('link', { name: `Task ${await pendingCount(request, budiAuth)} pending` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 25_000 });
  // An address past the last page, with a sort and a page size the table does not have, opens the
  // last page of the default table and says so in place.
  await expect(async () => {
    const count = await pendingCount(request, budiAuth);
    await openPage(budi, '/task?page=99&sort=99&n=7');
    const last = Math.ceil(count / 10);
    await expect(budi).toHaveURL(`${webUrl()}/task${last > 1 ? `?page=${last}` : ''}`, { timeout: 1_000 });
    await expect(budi.getByRole('table', { name: 'Pending entries' }).locator('tbody tr')).toHaveCount(count - (last - 1) * 10, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await openPage(budi, '/task');
  await row.getByRole('button', { name: /^View changes/ }).click();
  const detail = budi.getByRole('dialog', { name: 'View changes' });
  await expect(detail.getByText('Nothing approved before: this is a new entry.')).toBeVisible();
  await expect(detail.getByLabel('version on review').getByText('Goggles in the lab')).toBeVisible();
  await expectAccessible(budi);
  await detail.getByRole('button', { name: 'Decline' }).click();
  const decline = budi.getByRole('dialog', { name: 'Decline entry' });
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline.getByText(reviewMessages.commentRequired)).toBeVisible();
  await decline.getByText('Typo(s) detected.').click();
  await expectAccessible(budi);
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(budi.getByText(reviewMessages.declined)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Sari is told, with the reason; she fixes the entry and sends it again.
  await sari.reload();
  await sari.getByRole('button', { name: /^Task updates/ }).click();
  await expect(sari.getByText('Your entry in Snapshot Quiz in Lab Safety Basics was declined: Typo(s) detected.').first()).toBeVisible();
  await sari.keyboard.press('Escape');
  await sari.goto(questionPage);
  const mine = sari.getByRole('row').filter({ hasText: 'Goggles in the lab' });
  await expect(mine.getByText('Declined')).toBeVisible();
  await mine.getByRole('button', { name: /^History of entry/ }).click();
  const history = sari.getByRole('dialog', { name: 'History' });
  await expect(history.getByText('“Typo(s) detected.”')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await mine.getByRole('button', { name: /^Edit entry/ }).click();
  const edit = sari.getByRole('dialog', { name: 'Edit entry' });
  await edit.getByRole('textbox', { name: 'Topic', exact: true }).fill('Goggles in the laboratory');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sari.getByText(questionMessages.submittedForReview)).toBeVisible();
  expect(await pendingTopics(request, budiAuth)).toContain('Goggles in the laboratory');

  // Budi, now on his phone, sees it again as a card with its actions in reach, sorts the queue
  // there (the order stays in the address), marks the changed field, and approves.
  await budi.setViewportSize(PHONE);
  const again = budi.getByRole('listitem').filter({ hasText: 'Goggles in the laboratory' });
  await expect(again).toBeVisible({ timeout: 25_000 });
  const approveBox = (await again.getByRole('button', { name: /^Approve task/ }).boundingBox())!;
  expect(approveBox.x + approveBox.width).toBeLessThanOrEqual(PHONE.width);
  await budi.getByRole('combobox', { name: 'Sort by' }).click();
  await budi.getByRole('option', { name: 'Subject' }).click();
  await expect(budi).toHaveURL(/[?&]sort=0&dir=desc/);
  await budi.getByRole('button', { name: 'Sorted descending, reverse the order' }).click();
  await expect(budi).toHaveURL(/[?&]sort=0&dir=asc/);
  await expect(again).toBeVisible();
  await expectAccessible(budi);
  await again.getByRole('button', { name: /^View changes/ }).click();
  await expect(detail.getByLabel('version on review').getByText('Goggles in the laboratory')).toBeVisible();
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(budi.getByText(reviewMessages.approved)).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect.poll(() => pendingTopics(request, budiAuth)).not.toContain('Goggles in the laboratory');

  await sari.reload();
  await expect(mine.getByText('Approved')).toBeVisible();
  for (const page of [sari, budi]) await page.context().close();
});
