import { chapterMessages, platformsOf, renderPreview, type PreviewRequest, type PreviewResult } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { checkedEntry } from './entry';
import { usableMinigame } from './repository';

/**
 * `POST questions/generate-preview`: the entry as each platform of the minigame shows it (or only
 * the platforms asked for). Nothing is stored; a new image is addressed as `attach://image`, the
 * way a Telegram upload is, and the browser shows its own copy.
 */
export async function generatePreview(ctx: AppContext, body: PreviewRequest): Promise<PreviewResult> {
  const minigame = await usableMinigame(ctx.db, body.minigame_id);
  if (!minigame) throw notFound(chapterMessages.minigameNotFound);
  if (body.module_id_game !== undefined && body.module_id_game !== minigame.gameModuleId) throw badRequest(chapterMessages.wrongGameModule);
  const supported = platformsOf(minigame);
  const platforms = body.platforms ?? supported;
  if (platforms.some((p) => !supported.includes(p))) throw badRequest(chapterMessages.notOnPlatform);
  const question = checkedEntry(minigame.gameModuleId, body.question_object, body.is_adaptive ?? false);
  const rendered = renderPreview(minigame.gameModuleId, question, platforms, { imageRef: (v) => (v.startsWith('data:') ? 'attach://image' : v) });
  const preview: PreviewResult['preview'] = {};
  for (const p of rendered) {
    if (p.platform === 'doc') preview.doc = p;
    else preview.chatbot = p;
  }
  return { mini_game_id: minigame.id, mini_game_name: minigame.name, icon: minigame.icon, preview };
}
