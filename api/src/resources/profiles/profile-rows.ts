import type { JobDetails } from '@kompass/contracts/schemas/entities';
import type { Profile } from '@kompass/contracts/schemas/profiles';

/** How a profile is read (profiles and the account export select profiles through these). */

export interface ProfileRow {
  id: string;
  user_id: string;
  display_name: string;
  about: string;
  interests: string[];
  everyday_activities: string[];
  job: Record<string, unknown> | null;
  has_avatar: boolean;
}

/** `SELECT ${profileColumns} FROM profiles` */
export const profileColumns = `id, user_id, display_name, about, interests, everyday_activities, job,
  EXISTS (SELECT 1 FROM avatars a WHERE a.user_id = profiles.user_id) AS has_avatar`;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.user_id,
    displayName: row.display_name,
    about: row.about,
    interests: row.interests,
    everydayActivities: row.everyday_activities,
    job: row.job as JobDetails | null,
    hasAvatar: row.has_avatar,
  };
}
