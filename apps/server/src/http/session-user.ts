/**
 * What a request knows about the employee calling, however they proved who they are (a portal
 * session, a partner token): a narrow view of the directory's user, so the password hash (and
 * whatever the directory adds later) never travels into services. The sign-on feature reads it
 * (features/auth/repository.ts); routes hand it to services.
 */
export interface SessionUser {
  id: number;
  /** The employee number shown on the user card. */
  userId: string;
  email: string;
  name: string;
  displayName: string;
  /** Slash-separated path, e.g. "研发中心/平台部/前端组". */
  department: string;
  company: string;
  avatar: string | null;
  language: string;
  roles: string[];
  officeCity: string | null;
  officeBuilding: string | null;
}
