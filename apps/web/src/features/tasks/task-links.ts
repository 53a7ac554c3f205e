import type { ManagerTask } from '@cp/contract';

/** The queue's order as the address keeps it: a TASK_COLUMNS index and its direction. */
export interface TaskOrder {
  order_by: number;
  asc: boolean;
}

/** A new order worked out from the order in the address at the click (not the one last drawn). */
export type OrderChange = (current: TaskOrder) => Partial<TaskOrder>;

/** The chapter of a task on its subject's content tab. */
export const chapterLink = (task: ManagerTask) => `/subject/detail/${task.subject_code}/content?id=${task.chapter_id}`;

/** The entry itself, in its minigame's entry list. */
export const entryLink = (task: ManagerTask) => `/subject/${task.subject_code}/${task.chapter_mini_game_id}/question?id=${task.question_id}`;
