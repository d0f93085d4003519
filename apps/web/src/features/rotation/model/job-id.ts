/** The job a detail link names (`?id=12`), or null when the id is not a positive whole number. */
export function jobIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The detail page of one job. */
export const jobDetailPath = (id: number) => `/jobListings/jobListingInfo?id=${id}`;
