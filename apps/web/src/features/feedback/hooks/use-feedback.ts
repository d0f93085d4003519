import type { FormSubmitRequest } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { FEEDBACK_ANSWERS_PAGE_SIZE } from '../../../api/contract-values.ts';

/** The refusals the fail dialog explains itself, so they are not shown a second time as a notice. */
const EXPLAINED_IN_DIALOG = [
  'feedback.nothingAnswered',
  'feedback.answerTooLong',
  'feedback.unknownQuestion',
  'feedback.repeatedQuestion',
  'feedback.templateNotFound',
  'feedback.formClosed',
  'feedback.requiredMissing',
  'request.tooManyWrites',
] as const;

/** A questionnaire in the page's language (the server answers in the one the request asks for). */
export function useFeedbackTemplate(key: string) {
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: ['feedbackTemplate', key, language],
    // A draft or removed one is "not found": the page says so itself.
    queryFn: () => callApi('feedbackTemplate', { query: { key }, quiet: ['feedback.templateNotFound'] }),
    staleTime: 60_000,
    retry: false,
  });
}

/** The questionnaires open now, in the page's language. */
export function useOpenForms() {
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: ['feedbackOpenForms', language],
    queryFn: () => callApi('feedbackOpenForms'),
    staleTime: 60_000,
  });
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FormSubmitRequest) => callApi('feedbackSubmit', { body, quiet: EXPLAINED_IN_DIALOG }),
  });
}

export function useFeedbackAnswers(key: string, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: ['feedbackAnswers', key, pageNo],
    queryFn: () =>
      callApi('feedbackAnswers', {
        query: { key, pageNo, pageSize: FEEDBACK_ANSWERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
