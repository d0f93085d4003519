import type { FormSubmitRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { FEEDBACK_ANSWERS_PAGE_SIZE, FEEDBACK_FORM_KEY } from '../../../api/contract-values.ts';

/** The refusals the fail dialog explains itself, so they are not shown a second time as a notice. */
const EXPLAINED_IN_DIALOG = [
  'feedback.nothingAnswered',
  'feedback.answerTooLong',
  'feedback.unknownQuestion',
  'feedback.repeatedQuestion',
  'feedback.templateNotFound',
  'request.tooManyWrites',
] as const;

/** The questionnaire in the page's language (the server answers in the one the request asks for). */
export function useFeedbackTemplate() {
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: ['feedbackTemplate', FEEDBACK_FORM_KEY, language],
    queryFn: () => callApi('feedbackTemplate', { query: { key: FEEDBACK_FORM_KEY } }),
    staleTime: 5 * 60_000,
  });
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FormSubmitRequest) => callApi('feedbackSubmit', { body, quiet: EXPLAINED_IN_DIALOG }),
  });
}

export function useFeedbackAnswers(pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: ['feedbackAnswers', FEEDBACK_FORM_KEY, pageNo],
    queryFn: () =>
      callApi('feedbackAnswers', {
        query: { key: FEEDBACK_FORM_KEY, pageNo, pageSize: FEEDBACK_ANSWERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
