// The reads and writes of an account that other modules may use (auth's sign-in, sign-up,
// confirmation, password reset, two-factor and sign in as user; organization sign-up), chosen
// here so that the users module decides what leaves it; its repo stays its own.
import type { RoleName } from '../../../common/schemas/users';
import type { Tx } from '../../db/connection';
import { listRolesOfUsers } from './repo';

export {
  ensureMembership,
  findUserByEmail,
  findUserById,
  findUserByTokenHash,
  insertRole,
  insertUser,
  isEmailTaken,
  updateUser,
  type NewUser,
  type UserPatch,
} from './repo';

/** The names of a user's roles (whether a second factor is available or required). */
export async function listRoleNamesOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<RoleName[]> {
  return (await listRolesOfUsers(tx, tenantId, [userId])).map((r) => r.name);
}
