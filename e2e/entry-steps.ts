import type { Locator, Page } from '@playwright/test';
import { parseMarkup, plainText, questionModule, type FieldSpec, type QuestionObject, readPath } from '@cp/contract';
import { file, jpeg } from './account-steps';
import { expect } from './fixtures';

/** Filling an entry form as an author does, field by field, from a valid entry (`sampleEntry`). */

/** Types a marked-up value: the plain text, then each `<mark>` run selected and highlighted. */
async function fillHighlighted(page: Page, box: Locator, label: string, markup: string) {
  await box.fill(plainText(markup));
  let at = 0;
  for (const run of parseMarkup(markup)) {
    if (run.marked) {
      await box.evaluate((el: HTMLTextAreaElement, [a, b]) => el.setSelectionRange(a!, b!), [at, at + run.text.length]);
      await page.getByRole('button', { name: `Highlight selection in ${label}` }).click();
    }
    at += run.text.length;
  }
}

/** Fills one field of the form as an author would, from the value a valid entry has there. */
async function fillField(page: Page, scope: Locator, field: FieldSpec, label: string, value: unknown) {
  switch (field.kind) {
    case 'text': {
      const box = scope.getByRole('textbox', { name: label, exact: true });
      if (field.highlight) await fillHighlighted(page, box, label, String(value ?? ''));
      else await box.fill(String(value ?? ''));
      return;
    }
    case 'image': {
      // A module has at most one picture.
      await scope.locator('input[type="file"]').setInputFiles(file('picture.jpg', await jpeg(page, 900, 600, { hue: 120 })));
      const crop = page.getByRole('dialog', { name: 'Crop Image' });
      await expect(crop.getByRole('button', { name: 'Crop Image' })).toBeEnabled();
      await crop.getByRole('button', { name: 'Crop Image' }).click();
      await expect(crop).toBeHidden();
      await expect(scope.getByRole('img', { name: `${field.label} of this entry` })).toBeVisible();
      return;
    }
    case 'keywords': {
      const list = Array.isArray(value) ? (value as string[]) : String(value ?? '').split(',').map((k) => k.trim()).filter(Boolean);
      const box = scope.getByRole('combobox', { name: label, exact: true });
      for (const keyword of list) {
        await box.fill(keyword);
        await box.press('Enter');
      }
      return;
    }
    case 'toggle':
      if (value === true) await scope.getByRole('switch', { name: label }).check();
      return;
    case 'evaluation': {
      const items = value as { text: string; value: 'Yes' | 'No' }[];
      // The list may start prefilled (the minigame's evaluation questions): extra rows go.
      const rows = scope.getByRole('textbox', { name: /^Evaluation item \d+$/ });
      for (let k = await rows.count(); k > Math.max(1, items.length); k--) await scope.getByRole('button', { name: `Remove evaluation item ${k}` }).click();
      for (const [i, item] of items.entries()) {
        if (i >= (await rows.count())) await scope.getByRole('button', { name: 'Add item' }).click();
        await scope.getByRole('textbox', { name: `Evaluation item ${i + 1}`, exact: true }).fill(item.text);
        await scope.getByRole('radiogroup', { name: `Evaluation item ${i + 1} expected answer` }).getByText(item.value).click();
      }
      return;
    }
  }
}

/** Fills a whole entry: fields of a titled group ("Round 2") are found inside its fieldset, by their short label. */
export async function fillEntry(page: Page, form: Locator, gameModuleId: number, entry: QuestionObject) {
  for (const group of questionModule(gameModuleId).groups(false)) {
    const scope = group.title ? form.getByRole('group', { name: group.title }) : form;
    for (const field of group.fields) {
      const label = group.title && field.label.startsWith(`${group.title} `) ? field.label.slice(group.title.length + 1) : field.label;
      await fillField(page, scope, field, label, readPath(entry, field.path));
    }
  }
}

