/** Who may do what with stored files; pure, so it is tested without a database. */

interface Caller {
  id: number;
}

/** A meeting may attach only files its organizer uploaded: nobody hands out another's upload. */
export const canAttachFile = (user: Caller, file: { uploadedBy: number }) => file.uploadedBy === user.id;
