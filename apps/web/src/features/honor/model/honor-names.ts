import { MENTOR_AWARD_ID } from '../../../api/contract-values.ts';

export type HonorRole = 'mentor' | 'mentee';

export interface HonorWinners {
  /** single: one person; team: several names; pair: award 11's teacher and student. */
  kind: 'single' | 'team' | 'pair';
  people: { name: string; role?: HonorRole }[];
}

/** A team's names are comma-separated (editors type either comma); award 11 is teacher, student. */
export function honorWinners(name: string, awardId: number): HonorWinners {
  const names = name
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (awardId === MENTOR_AWARD_ID && names.length === 2) {
    const [mentor, mentee] = names as [string, string];
    return {
      kind: 'pair',
      people: [
        { name: mentor, role: 'mentor' },
        { name: mentee, role: 'mentee' },
      ],
    };
  }
  return { kind: names.length > 1 ? 'team' : 'single', people: names.map((person) => ({ name: person })) };
}
