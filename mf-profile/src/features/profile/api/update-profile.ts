import {
  useApi,
  type ApiClient,
  type Profile,
  type ProfileJob,
  useMutation,
  useQueryClient,
} from '@kompass/shared';
import { profileQueryKey } from '../../../api/get-profile';

/** The whole editable profile, as `POST /profiles/{id}/update` takes it. */
export interface ProfileChanges {
  displayName: string;
  about: string;
  interests: string[];
  everydayActivities: string[];
  job: ProfileJob | null;
}

export function changesOf(profile: Profile): ProfileChanges {
  return {
    displayName: profile.displayName,
    about: profile.about,
    interests: profile.interests,
    everydayActivities: profile.everydayActivities,
    job: profile.job,
  };
}

/** POST /profiles/{id}/update with the whole profile; answers the stored profile. */
export function updateProfile(
  api: ApiClient,
  profileId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  return api
    .post(`profiles/${encodeURIComponent(profileId)}/update`, { json: changes })
    .json<Profile>();
}

/** Saves a change to the owner's profile; the page shows what the server stored. */
export function useUpdateProfile(profile: Profile) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<ProfileChanges>) =>
      updateProfile(api, profile.id, { ...changesOf(profile), ...changes }),
    onSuccess: (stored) => queryClient.setQueryData(profileQueryKey(stored.userId), stored),
  });
}
