/** Who may change a personal project; pure, so it is tested without a database. */

interface Caller {
  id: number;
}

/** A personal project is its owner's alone: nobody else, an administrator neither, changes or deletes it. */
export const canChangeProject = (user: Caller, project: { ownerId: number }) => user.id === project.ownerId;
