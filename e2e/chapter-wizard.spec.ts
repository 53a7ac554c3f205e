import type { Page } from '@playwright/test';
import { messages, questionMessages } from '@cp/contract';
import { PHONE, apiAuth, expect, expectAccessible, loginAs, openPage, subjectCodeByName, test, webUrl } from './fixtures';

/**
 * The Add Chapter wizard (issue 12): five steps kept in the address and in this browser, the first
 * entry checked as it is typed, previewed for the game app and the Telegram chatbot, then saved
 * with its chapter. Uses budi's private Lab Safety Basics, which sari contributes to (demo data).
 */
const BUDI = { username: 'budi.manager', password: 'demo-password' };
const SARI = { username: 'sari.contrib', password: 'demo-password' };
const SUBJECT = 'Lab Safety Basics';

/** Writes a hint and highlights `word` inside it, as an author selects and presses Highlight. */
async function hint(page: Page, n: number, text: string, word: string) {
  const box = page.getByRole('textbox', { name: `Hint ${n}` });
  await box.fill(text);
  const start = text.indexOf(word);
  await box.evaluate((el: HTMLTextAreaElement, [a, b]) => el.setSelectionRange(a!, b!), [start, start + word.length]);
  await page.getByRole('button', { name: `Highlight selection in Hint ${n}` }).click();
}

test('a manager adds a chapter through the wizard with a preview; a contributor cannot open it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const code = await subjectCodeByName(request, await apiAuth(request, BUDI), SUBJECT);
  const budi = await loginAs(browser, BUDI);
  await openPage(budi, `/chapter/add/${code}`);
  await expect(budi).toHaveURL(`${webUrl()}/chapter/add/${code}?step=1`);

  // 1 title (required, spec message), 2 completion, 3 teaching format, 4 minigame.
  await budi.getByRole('button', { name: 'Next' }).click();
  await expect(budi.getByText('Chapter name is required')).toBeVisible();
  await budi.getByLabel('Chapter title').fill('Goggles and gloves');
  await budi.getByRole('button', { name: 'Next' }).click();
  await expect(budi).toHaveURL(/step=2$/);
  await budi.getByRole('slider').focus();
  await budi.keyboard.press('ArrowLeft');
  await expect(budi.getByText('Completion percentage: 75%')).toBeVisible();
  await budi.getByRole('button', { name: 'Next' }).click();
  await expect(budi).toHaveURL(/step=3$/);
  await budi.getByRole('checkbox', { name: 'Game app' }).uncheck();
  await expectAccessible(budi);
  await budi.getByRole('radio', { name: 'Vocabulary Drill' }).click();
  await expect(budi).toHaveURL(/step=4$/);
  // Only minigames on the chatbot: Word Hunter plays there, Letter Drop (game app only) does not.
  await expect(budi.getByRole('radio', { name: 'Word Hunter' })).toBeVisible();
  await expect(budi.getByRole('radio', { name: 'Letter Drop' })).toHaveCount(0);
  await expectAccessible(budi);
  await budi.getByRole('radio', { name: 'Word Hunter' }).click();
  await expect(budi).toHaveURL(/step=5$/);

  // The draft survives a reload; leaving the page now asks first.
  await budi.getByRole('textbox', { name: 'Word', exact: true }).fill('goggles');
  await budi.reload();
  await expect(budi.getByRole('textbox', { name: 'Word', exact: true })).toHaveValue('goggles');
  await budi.getByRole('link', { name: SUBJECT }).click();
  await expect(budi.getByRole('dialog', { name: 'Leave without saving?' })).toContainText(messages.unsavedChanges);
  await budi.getByRole('button', { name: 'Stay' }).click();

  // The entry is checked before the preview: the hint must hold the highlighted word.
  await budi.getByRole('textbox', { name: 'Definition' }).fill('Glasses that protect your eyes in the lab.');
  await budi.getByRole('button', { name: 'Highlight selection in Hint 1' }).click();
  await expect(budi.getByText(questionMessages.selectToHighlight)).toBeVisible();
  await hint(budi, 1, 'Always wear goggles with chemicals', 'goggles');
  await hint(budi, 2, 'Safety goggles cover the sides too', 'goggles');
  await budi.getByRole('textbox', { name: 'Hint 3' }).fill('Keep them on until you leave');
  await budi.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(budi.getByText('Please check maximum character or correct input on Hint 3')).toBeVisible();
  await expect(budi.getByText('Write the word “goggles” in the hint and highlight it.')).toBeVisible();
  await hint(budi, 3, 'Keep your goggles on until you leave', 'goggles');

  // Preview: only the chatbot was chosen, so it shows the Telegram message with its hint buttons.
  await budi.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = budi.getByRole('dialog', { name: 'Preview: Word Hunter' });
  await expect(preview.getByRole('tab', { name: 'Telegram chatbot' })).toBeVisible();
  await expect(preview.getByRole('tab', { name: 'Game app' })).toHaveCount(0);
  await expect(preview.getByText('Guess the word (7 letters).')).toBeVisible();
  await expect(preview.getByText('Hint 1: Always wear _______ with chemicals')).toBeVisible();
  await expectAccessible(budi);
  await preview.getByRole('button', { name: 'Save chapter' }).click();

  const done = budi.getByRole('dialog', { name: 'Chapter created' });
  await expect(done).toContainText('“Goggles and gloves” has been added to Lab Safety Basics.');
  await expect(done.getByRole('link', { name: 'Write entries' })).toHaveAttribute('href', new RegExp(`^/subject/${code}/\\d+/question$`));
  await done.getByRole('link', { name: 'Back to content' }).click();
  await expect(budi).toHaveURL(`${webUrl()}/subject/detail/${code}/content`);
  const chapter = budi.getByRole('listitem').filter({ has: budi.getByRole('heading', { name: /Goggles and gloves$/ }) });
  await expect(chapter.getByText('Completion 75%')).toBeVisible();
  await expect(chapter.getByText(/1 of 10 entries/)).toBeVisible();

  // The draft is gone: the wizard starts again at step 1.
  await openPage(budi, `/chapter/add/${code}?step=5`);
  await expect(budi).toHaveURL(/step=1$/);
  await expect(budi.getByLabel('Chapter title')).toHaveValue('');

  // A contributor is sent to /subject; on a phone the wizard shows its step as text.
  const sari = await loginAs(browser, SARI, PHONE);
  await sari.goto(`${webUrl()}/chapter/add/${code}`);
  await expect(sari).toHaveURL(`${webUrl()}/subject`);
  const phone = await loginAs(browser, BUDI, PHONE);
  await openPage(phone, `/chapter/add/${code}`);
  await expect(phone.getByText('Step 1 of 5: Chapter')).toBeVisible();
});
