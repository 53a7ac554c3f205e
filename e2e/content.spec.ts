import type { Page } from '@playwright/test';
import { chapterMessages, type Chapter } from '@cp/contract';
import { sampleEntry } from '../apps/api/src/cli/sample-entries';
import { DEMO, PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, subjectCodeByName, test, webUrl } from './fixtures';

/**
 * The content tab of a normal subject (issue 12): chapters and their minigames, managed by role 3.
 * Adding a minigame leaves a subject not publishable, so this uses a demo subject no other spec publishes.
 */

// Sari owns Everyday English Conversations, Rina contributes to it, Agus has no role (demo data).
const SARI = { username: 'sari.contrib', password: 'demo-password' };
const AGUS = { username: 'agus.teacher', password: 'demo-password' };
const SUBJECT = 'Everyday English Conversations';

const chapterTitles = (page: Page) => page.getByRole('list', { name: 'Chapters' }).getByRole('heading', { level: 2 }).allTextContents();

test.describe('content tab', () => {
  test('a manager reorders chapters, shares content and hides linked minigames; a contributor reads; a stranger sees no hidden minigame', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const code = await subjectCodeByName(request, await apiAuth(request, SARI), SUBJECT);
    const owner = await loginAs(browser, SARI);
    await openPage(owner, `/subject/detail/${code}/content`);
    expect(await chapterTitles(owner)).toEqual(['1. Meeting new friends', '2. At the market']);

    // Order: the first cannot go up (the spec's message); moving it down swaps, and back restores.
    await owner.getByRole('button', { name: 'Move Meeting new friends up' }).click();
    await expect(owner.getByText(chapterMessages.moveUpFirst)).toBeVisible();
    await owner.getByRole('button', { name: 'Move Meeting new friends down' }).click();
    await expect(owner.getByText(chapterMessages.orderSaved)).toBeVisible();
    await expect.poll(() => chapterTitles(owner)).toEqual(['1. At the market', '2. Meeting new friends']);
    await owner.getByRole('button', { name: 'Move Meeting new friends up' }).click();
    await expect.poll(() => chapterTitles(owner)).toEqual(['1. Meeting new friends', '2. At the market']);
    await owner.getByRole('button', { name: 'Move At the market down' }).click();
    await expect(owner.getByText(chapterMessages.moveDownLast)).toBeVisible();

    // Completion: a minus sign counts as 0 (then set back to 100).
    await owner.getByRole('button', { name: 'Edit At the market' }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit chapter' });
    await edit.getByRole('textbox', { name: 'Completion percentage' }).fill('-5');
    await edit.getByRole('textbox', { name: 'Completion percentage' }).blur();
    await expect(edit.getByRole('textbox', { name: 'Completion percentage' })).toHaveValue('0%');
    await edit.getByRole('textbox', { name: 'Completion percentage' }).fill('100');
    await expectAccessible(owner);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText(chapterMessages.chapterUpdated)).toBeVisible();

    // New Friends into chapter 2, sharing chapter 1's entries.
    const second = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: '2. At the market' }) });
    await second.getByRole('button', { name: 'Add Minigame' }).click();
    const add = owner.getByRole('dialog', { name: /Add a minigame/ });
    await add.getByRole('combobox', { name: 'Teaching format' }).click();
    await owner.getByRole('option', { name: 'Conversation Practice' }).click();
    await add.getByRole('combobox', { name: 'Minigame' }).click();
    await owner.getByRole('option', { name: /^New Friends/ }).click();
    await add.getByRole('radio', { name: 'Share the content of chapter "Meeting new friends"' }).check();
    await expectAccessible(owner);
    await add.getByRole('button', { name: 'Add Minigame' }).click();
    await expect(owner.getByText(chapterMessages.minigameAdded)).toBeVisible();
    await expect(second.getByText('Shares the content of "Meeting new friends".')).toBeVisible();

    // Hiding a linked minigame asks whether the linked ones go too.
    const first = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: '1. Meeting new friends' }) });
    await first.getByRole('button', { name: 'Actions for New Friends' }).click();
    await expect(owner.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await expectAccessible(owner);
    await owner.getByRole('menuitem', { name: 'Hide' }).click();
    const ask = owner.getByRole('dialog', { name: 'Hide linked minigames too?' });
    await expect(ask).toContainText('At the market');
    await ask.getByRole('button', { name: 'Hide all linked' }).click();
    await expect(owner.getByText(chapterMessages.minigameHidden)).toBeVisible();
    await expect(first.getByTestId('chapter-minigame').filter({ hasText: 'New Friends' }).getByText('Hidden')).toBeVisible();
    await expect(second.getByTestId('chapter-minigame').filter({ hasText: 'New Friends' }).getByText('Hidden')).toBeVisible();

    // A contributor reads the list without controls; a stranger does not see hidden minigames.
    const rina = await loginAs(browser, DEMO.owner);
    await openPage(rina, `/subject/detail/${code}/content?id=${await second.getAttribute('id').then((id) => id!.replace('chapter-', ''))}`);
    await expect(rina.getByRole('heading', { name: '2. At the market' })).toBeVisible();
    await expect(rina.locator('[aria-current="true"]')).toContainText('At the market');
    await expect(rina.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await expect(rina.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
    await expect(rina.getByText('Hidden').first()).toBeVisible();
    const agus = await loginAs(browser, AGUS);
    await openPage(agus, `/subject/detail/${code}/content`);
    await expect(agus.getByRole('heading', { name: '1. Meeting new friends' })).toBeVisible();
    await expect(agus.getByTestId('chapter-minigame').filter({ hasText: 'New Friends' })).toHaveCount(0);

    // Leave the demo as it was: show the original again and delete the added one.
    await first.getByRole('button', { name: 'Actions for New Friends' }).click();
    await owner.getByRole('menuitem', { name: 'Unhide' }).click();
    await expect(owner.getByText(chapterMessages.minigameShown)).toBeVisible();
    await second.getByRole('button', { name: 'Actions for New Friends' }).click();
    await owner.getByRole('menuitem', { name: 'Delete' }).click();
    await owner.getByRole('dialog', { name: 'Delete minigame' }).getByRole('button', { name: 'Delete' }).click();
    await expect(owner.getByText(chapterMessages.minigameRemoved)).toBeVisible();
    await expect(second.getByTestId('chapter-minigame')).toHaveCount(1);
    // Unknown ids in an address go to /not-found: a chapter in ?id=, a minigame in the question page.
    await agus.goto(`${webUrl()}/subject/detail/${code}/content?id=99999999`);
    await expect(agus).toHaveURL(`${webUrl()}/not-found`);
    await agus.goto(`${webUrl()}/subject/${code}/99999999/question`);
    await expect(agus).toHaveURL(`${webUrl()}/not-found`);
    for (const page of [owner, rina, agus]) await page.context().close();
  });

  test('a long chapter list is drawn whole, and a link to a chapter deep in it opens that chapter marked and on screen', async ({ browser, request }) => {
    test.setTimeout(120_000);
    // The first cards come with the page and the rest follow in steps (ChapterList), so this list
    // is longer than the first step.
    const auth = await apiAuth(request, SARI);
    const headers = { authorization: auth };
    const api = async (method: 'get' | 'post', path: string, data?: object) => (await (await request[method](`${webUrl()}/api/v1${path}`, { headers, data })).json()).data;
    const categories = await api('get', '/categories/menu');
    const { code } = await api('post', '/subjects/save', { name: `Twelve Chapters ${Date.now()}`, description: 'A long list.', category: categories[0].sub_list[0].id });
    const [format] = await api('get', '/modules');
    const [minigame] = await api('get', `/modules/${format.teaching_material_id}/minigames`);
    const made: Chapter[] = [];
    for (let i = 1; i <= 12; i++) made.push(await api('post', '/chapters/create', { code, chapter_name: `Part ${i}`, module_id: format.teaching_material_id, minigame_id: minigame.minigame_id }));
    const ids = made.map((c) => c.chapter_id);

    const owner = await loginAs(browser, SARI);
    await openPage(owner, `/subject/detail/${code}/content`);
    await expect.poll(() => chapterTitles(owner)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}. Part ${i + 1}`));
    // Cards off screen are laid out only when near it, so the page must land on the chapter itself,
    // on a computer and on a phone (where cards are taller than on a computer).
    for (const page of [owner, await loginAs(browser, SARI, PHONE)]) {
      await openPage(page, `/subject/detail/${code}/content?id=${ids[8]}`);
      await expect(page.locator('[aria-current="true"]')).toContainText('9. Part 9');
      await expect(page.getByRole('heading', { name: '9. Part 9' })).toBeInViewport();
      await page.waitForTimeout(1_000);
      await expect(page.getByRole('heading', { name: '9. Part 9' })).toBeInViewport();
      // It lands at the top, below its scroll margin: the cards after it are drawn with it, or the
      // page would be too short to scroll that far.
      const belowMargin = () => page.locator('[aria-current="true"]').evaluate((card) => card.getBoundingClientRect().top - parseFloat(getComputedStyle(card).scrollMarginTop));
      expect(Math.abs(await belowMargin())).toBeLessThan(2);
      await page.context().close();
    }

    // A table page longer than its first step (20 rows) is drawn whole too, and a new page size
    // starts over without losing a row.
    const { chapter_minigame_id: mg, module_id: gameModule } = made[8]!.minigames[0]!;
    for (let i = 0; i < 25; i++) await api('post', `/questions/${mg}/save`, { question_object: sampleEntry(gameModule, i) });
    const reader = await loginAs(browser, SARI);
    await openPage(reader, `/subject/${code}/${mg}/question?n=50`);
    await expect(reader.getByText('Showing 25 of 25 entries')).toBeVisible();
    await expect(reader.getByRole('table', { name: 'Entries' }).locator('tbody tr')).toHaveCount(25);
    await reader.getByRole('combobox', { name: 'Entries per page' }).click();
    await reader.getByRole('option', { name: '25' }).click();
    await expect(reader).toHaveURL(/n=25/);
    await expect(reader.getByRole('table', { name: 'Entries' }).locator('tbody tr')).toHaveCount(25);
    await reader.context().close();
  });
});
