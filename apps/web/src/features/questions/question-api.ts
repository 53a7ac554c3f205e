import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type QuestionListBody } from '@cp/contract';
import { call } from '../../lib/api';

export const bannerKey = (mg: number) => ['question-banner', mg] as const;
export const listKey = (mg: number) => ['question-list', mg] as const;

/** `GET questions/{mg}/banner` (the response, so the page can tell a missing minigame). */
export function useQuestionBanner(mg: number, enabled: boolean) {
  return useQuery({ queryKey: bannerKey(mg), queryFn: ({ signal }) => call(endpoints.questionBanner, { params: { mg }, signal }), enabled });
}

/** `POST questions/{mg}/list`; the previous page stays on screen while the next one loads. */
export function useQuestionList(mg: number, body: QuestionListBody, id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...listKey(mg), body, id],
    queryFn: ({ signal }) => call(endpoints.questionList, { params: { mg }, query: id ? { id } : {}, body, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
