/** Account tables beside schema.server.ts (kept apart for its length). */
import type { Generated } from 'kysely';
import type { AdminRole } from '../../domain/admin.ts';

/** A one-time link that lets one browser try its codes while the account's are held (issue 41). */
export interface FactorReleasesTable {
  id: string;
  user_id: string;
  /** SHA-256 (hex) of the token in the mailed link. */
  link_hash: string;
  link_expires_at: string;
  link_used_at: string | null;
  /** SHA-256 (hex) of the cookie the link's browser was given; null until the link is used. */
  browser_hash: string | null;
  browser_expires_at: string | null;
  /** Codes tried from that browser while the account was held. */
  attempts: Generated<number>;
  created_at: string;
}

export interface AdminInvitationsTable {
  /** Random id, for the list's revoke and re-send buttons (not the link's token). */
  id: string;
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  /** Lower-cased. */
  email: string;
  role: AdminRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_user_id: string | null;
  revoked_at: string | null;
}
