/** A `datetime-local` field's value (YYYY-MM-DDTHH:mm) as the API's company time, or '' when empty. */
export const apiTime = (local: string) => (local ? `${local.replace('T', ' ')}:00` : '');

/** The API's company time as a `datetime-local` value. */
export const localTime = (api: string) => api.slice(0, 16).replace(' ', 'T');
