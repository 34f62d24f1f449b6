/** An error the user can fix (bad argument, missing ref, …): shells print its message alone, no stack. */
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
