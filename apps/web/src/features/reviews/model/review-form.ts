import type { Review, ReviewFields, ReviewInput } from '@portal/contracts';

/** The form's values: dates as `YYYY-MM-DD` text, people as emails. */
export type ReviewFormValues = ReviewFields & {
  participants: string[];
  actions: { content: string; ownerEmail?: string; dueDate?: string }[];
};

export const SECTION_KEYS = ['goal', 'result', 'wentWell', 'wentBadly', 'rootCauses', 'lessons'] as const;

/** A new review: dated today, with me as the first participant. */
export const emptyReviewForm = (today: string, myEmail: string | undefined): ReviewFormValues => ({
  title: '',
  project: '',
  reviewDate: today,
  participants: myEmail ? [myEmail] : [],
  goal: '',
  result: '',
  wentWell: '',
  wentBadly: '',
  rootCauses: '',
  lessons: '',
  actions: [],
});

export const reviewToForm = (review: Review): ReviewFormValues => ({
  title: review.title,
  project: review.project,
  reviewDate: review.reviewDate,
  participants: review.participants.map((person) => person.email),
  goal: review.goal,
  result: review.result,
  wentWell: review.wentWell,
  wentBadly: review.wentBadly,
  rootCauses: review.rootCauses,
  lessons: review.lessons,
  actions: review.actions.map((action) => ({
    content: action.content,
    ownerEmail: action.owner.email,
    dueDate: action.dueDate ?? undefined,
  })),
});

/** What is sent: text trimmed, an action without a due date sends none. */
export const formToReviewInput = (values: ReviewFormValues): ReviewInput => ({
  title: values.title.trim(),
  project: values.project.trim(),
  reviewDate: values.reviewDate,
  participants: values.participants,
  ...Object.fromEntries(SECTION_KEYS.map((key) => [key, (values[key] ?? '').trim()])),
  actions: (values.actions ?? []).map((action) => ({
    content: action.content.trim(),
    ownerEmail: action.ownerEmail ?? '',
    ...(action.dueDate ? { dueDate: action.dueDate } : {}),
  })),
});
