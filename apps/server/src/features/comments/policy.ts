/** Who may do what with comments; pure, so it is tested without a database. */

interface Caller {
  id: number;
}

/** Only its author deletes a comment (an anonymous one too): not an admin, not the honoree. */
export const canDeleteComment = (user: Caller, comment: { userId: number }) => comment.userId === user.id;
