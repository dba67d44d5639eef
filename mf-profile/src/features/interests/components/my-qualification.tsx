import { recommendationsQueryKey, useApi, useMutation, useQueryClient } from '@kompass/shared';
import { qualificationSettingKey } from '@kompass/shared/job-terms';
import { useId } from 'react';
import { settingsQueryKey, useSettings } from '../../../api/settings';
import { ChoiceFieldset } from '../../../components/choice-fieldset';
import { interestsTexts } from '../../../texts';

const choices = ['keine', 'ausbildung', 'studium'] as const;
type Choice = (typeof choices)[number];

/**
 * What the user has finished: 'Für dich' suggests posts that need a finished training or degree
 * only to someone who has one. Nothing chosen counts as a school leaver.
 */
export function MyQualification() {
  const api = useApi();
  const queryClient = useQueryClient();
  const legendId = useId();
  const settings = useSettings();
  const save = useMutation({
    mutationFn: (choice: Choice) =>
      api.post('settings', { json: { key: qualificationSettingKey, value: choice } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
      ]),
  });
  const stored = settings.data?.find((row) => row.key === qualificationSettingKey)?.value;
  const current: Choice = stored === 'ausbildung' || stored === 'studium' ? stored : 'keine';

  return (
    <ChoiceFieldset $gap={1} aria-labelledby={legendId}>
      <legend id={legendId}>{interestsTexts.qualification.title}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={legendId}
            checked={current === choice}
            disabled={!settings.isSuccess || save.isPending}
            onChange={() => save.mutate(choice)}
          />
          {interestsTexts.qualification.choices[choice]}
        </label>
      ))}
      {save.isError && <p role="alert">{interestsTexts.qualification.saveFailed}</p>}
    </ChoiceFieldset>
  );
}
