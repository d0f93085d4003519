/**
 * A call that names an employee by email (`userEmail`, `email`) is answered for the caller only:
 * no email means the caller, and a named one must be theirs, in any case.
 */
export const isCallerEmail = (user: { email: string }, email: string | undefined) =>
  !email || email.trim().toLowerCase() === user.email.toLowerCase();
