import type { Profile } from '@kompass/shared';
import { useState } from 'react';
import { editTexts } from '../../../texts';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { failureReason } from '../../../lib/failure-reason';

/**
 * Saving one edit sheet: a problem (invalid input or a failed save) is shown in the sheet, which
 * stays open with everything typed; on success the sheet closes.
 */
export function useSaveProfile(profile: Profile, onSaved: () => void) {
  const update = useUpdateProfile(profile);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    setProblem,
    pending: update.isPending,
    save(changes: Partial<ProfileChanges>) {
      setProblem(null);
      update.mutate(changes, {
        onSuccess: onSaved,
        onError: (error) =>
          setProblem(
            [editTexts.saveFailed, failureReason(error), editTexts.saveFailedKept]
              .filter(Boolean)
              .join(' '),
          ),
      });
    },
  };
}
