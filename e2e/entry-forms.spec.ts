import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_EVALUATION_PROMPTS, evaluationMessages, questionMessages, questionModule, readPath } from '@cp/contract';
import { sampleEntry } from '../apps/api/src/cli/sample-entries';
import { fillEntry } from './entry-steps';
import { DEMO, DESKTOP, PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, test, webUrl } from './fixtures';

/**
 * Every kind of entry form through the UI (issue 13): for game modules 4, 7, 10, 12, 13, 16, 29
 * and 30 (module 1 is questions.spec's) the owner writes an entry field by field — highlights,
 * a cropped picture, keywords, evaluation items, switches — then edits it (with the math
 * keyboard) and deletes it. The subject
 * is made for this test and deleted at the end.
 */
const MODULES = [4, 7, 10, 12, 13, 16, 29, 30];

async function api(request: APIRequestContext, auth: string, method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) {
  const res = await request.fetch(`${webUrl()}/api/v1/${path}`, { method, headers: { authorization: auth }, data });
  const body = await res.json();
  expect(body.status, `${method} ${path}: ${body.message}`).toBe(true);
  return body.data;
}

/** A subject with one chapter holding a minigame of each module; answers each module's chapter minigame id. */
async function subjectWithMinigames(request: APIRequestContext, auth: string) {
  const menu = (await api(request, auth, 'GET', 'categories/menu')) as { sub_list: { id: number }[] }[];
  const category = menu.find((c) => c.sub_list.length)!.sub_list[0]!.id;
  const { code } = (await api(request, auth, 'POST', 'subjects/save/', { name: `Every entry form ${Date.now()}`, description: 'Made by the entry-forms test.', category })) as { code: string };
  // The teaching format each minigame is offered under.
  const offered = new Map<number, { minigame_id: number; module_id: number }>();
  for (const format of (await api(request, auth, 'GET', 'modules')) as { module_id: number }[]) {
    for (const mg of (await api(request, auth, 'GET', `modules/${format.module_id}/minigames`)) as { minigame_id: number; module_id: number }[]) {
      if (!offered.has(mg.module_id)) offered.set(mg.module_id, { minigame_id: mg.minigame_id, module_id: format.module_id });
    }
  }
  const [first, ...rest] = MODULES.map((m) => offered.get(m)!);
  const chapter = (await api(request, auth, 'POST', 'chapters/create', { code, chapter_name: 'Every form', ...first, question_object: null })) as { chapter_id: number };
  for (const choice of rest) await api(request, auth, 'POST', `chapters/${chapter.chapter_id}/minigames/save`, choice);
  const [saved] = (await api(request, auth, 'GET', `chapters/get/${code}`)) as { minigames: { chapter_minigame_id: number; module_id: number }[] }[];
  return { code, minigames: new Map(saved!.minigames.map((m) => [m.module_id, m.chapter_minigame_id])) };
}

/** The first plain text field of the module, which the edit step changes. */
function firstText(gameModuleId: number) {
  for (const group of questionModule(gameModuleId).groups(false)) {
    const field = group.fields.find((f) => f.kind === 'text' && !f.highlight);
    if (field) return { group: group.title, field, label: group.title && field.label.startsWith(`${group.title} `) ? field.label.slice(group.title.length + 1) : field.label };
  }
  throw new Error(`module ${gameModuleId} has no plain text field`);
}

test('the owner writes, edits and deletes an entry in every kind of entry form', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const auth = await apiAuth(request, DEMO.owner);
  const { code, minigames } = await subjectWithMinigames(request, auth);
  const page = await loginAs(browser, DEMO.owner);
  page.on('dialog', (d) => void d.accept());

  for (const [n, gameModuleId] of MODULES.entries()) {
    await test.step(`module ${gameModuleId}`, async () => {
      const url = `/subject/${code}/${minigames.get(gameModuleId)}/question`;
      if (n === 0) await openPage(page, url);
      else await page.goto(webUrl() + url);
      await expect(page.getByText('No entries yet.')).toBeVisible();
      if (gameModuleId === 13) {
        // Review mode: the evaluation questions; new entries start their evaluation list with them.
        await page.getByRole('switch', { name: 'Show on review content only' }).click();
        await page.getByRole('button', { name: 'Evaluation questions' }).click();
        const config = page.getByRole('dialog', { name: 'Evaluation questions' });
        await expect(config.getByRole('textbox', { name: 'Evaluation question 1' })).toHaveValue(DEFAULT_EVALUATION_PROMPTS[0]);
        await expectAccessible(page);
        await config.getByRole('textbox', { name: 'Evaluation question 2' }).fill('');
        await config.getByRole('button', { name: 'Save' }).click();
        await expect(config.getByText(evaluationMessages.allRequired)).toBeVisible();
        await config.getByRole('textbox', { name: 'Evaluation question 2' }).fill('Is the grammar right?');
        await config.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(evaluationMessages.saved)).toBeVisible();
        await page.getByRole('switch', { name: 'Show on review content only' }).click();
      }
      await page.getByRole('button', { name: 'Add New Entry' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Entry' });
      if (gameModuleId === 13) await expect(form.getByRole('textbox', { name: 'Evaluation item 2' })).toHaveValue('Is the grammar right?');
      const entry = sampleEntry(gameModuleId, n);
      await fillEntry(page, form, gameModuleId, entry);
      if (n === 0) await expectAccessible(page);
      if (gameModuleId === 29) {
        // The preview before saving: the game app's screen, and the Telegram break named by field.
        const answer = form.getByRole('textbox', { name: 'Correct Answer', exact: true });
        await answer.fill('a'.repeat(120));
        await form.getByRole('button', { name: 'Preview' }).click();
        const preview = form.getByRole('region', { name: 'Preview' });
        await preview.getByRole('tab', { name: /Telegram chatbot/ }).click();
        await expect(preview.getByText('Correct Answer is 120 characters; a Telegram poll option can have at most 100.')).toBeVisible();
        await expectAccessible(page);
        // A change makes the preview stale: it goes away.
        await answer.fill(String(readPath(entry, 'data.answer')));
        await expect(preview).toBeHidden();
      }
      const save = gameModuleId === 30 ? 'Save & add next' : 'Save';
      await form.getByRole('button', { name: save, exact: true }).click();
      await expect(page.getByText(questionMessages.submitted)).toBeVisible();
      if (gameModuleId === 30) {
        // Save & add next: the form stays open and empty for the next entry.
        await expect(form.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');
        await form.getByRole('button', { name: 'Close' }).click();
      }
      const rows = page.getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1).getByText('Approved')).toBeVisible();

      // Edit: the first plain text field changes, and the entry opens again with the change.
      const { group, label } = firstText(gameModuleId);
      const edit = page.getByRole('dialog', { name: 'Edit entry' });
      const box = (group ? edit.getByRole('group', { name: group }) : edit).getByRole('textbox', { name: label, exact: true });
      const edited = `Edited ${gameModuleId}`;
      await rows.nth(1).getByRole('button', { name: /^Edit entry/ }).click();
      await box.fill(edited);
      // The math keyboard types at the caret of the field last used.
      await edit.getByRole('button', { name: 'Math symbols' }).click();
      await edit.getByRole('button', { name: 'Insert multiplication' }).click();
      await expect(box).toHaveValue(`${edited}×`);
      if (n === 0) await expectAccessible(page);
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(edit).toBeHidden();
      await rows.nth(1).getByRole('button', { name: /^Edit entry/ }).click();
      await expect(box).toHaveValue(`${edited}×`);
      await edit.getByRole('button', { name: 'Cancel' }).click();

      if (n === MODULES.length - 1) {
        // On a phone the entries are cards, status and actions on top.
        await page.setViewportSize(PHONE);
        const card = page.getByRole('list', { name: 'Entries' }).getByRole('listitem');
        await expect(card).toHaveCount(1);
        await expect(card.getByText('Approved')).toBeVisible();
        await expect(card.getByRole('button', { name: /^Delete entry/ })).toBeInViewport();
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);
      }
      await rows.nth(1).getByRole('button', { name: /^Delete entry/ }).click();
      await page.getByRole('dialog', { name: 'Delete entry?' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(questionMessages.deleted)).toBeVisible();
      await expect(page.getByText('No entries yet.')).toBeVisible();
    });
  }
  await page.context().close();
  await api(request, auth, 'DELETE', `subjects/delete/${code}`);
});
