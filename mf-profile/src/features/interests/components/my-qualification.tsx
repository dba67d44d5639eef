import {
  qualificationSettingKey,
  recommendationsQueryKey,
  styled,
  useApi,
  useMutation,
  useQuery,
  useQueryClient,
  type Setting,
} from '@kompass/shared';
import { useId } from 'react';
import { interestsTexts } from '../../../texts';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const settingsKey = ['settings'] as const;
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
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get('settings', { signal }).json<Setting[]>(),
  });
  const save = useMutation({
    mutationFn: (choice: Choice) =>
      api.post('settings', { json: { key: qualificationSettingKey, value: choice } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey }),
        queryClient.invalidateQueries({ queryKey: recommendationsQueryKey }),
      ]),
  });
  const stored = settings.data?.find((row) => row.key === qualificationSettingKey)?.value;
  const current: Choice = stored === 'ausbildung' || stored === 'studium' ? stored : 'keine';

  return (
    <Fieldset aria-labelledby={legendId}>
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
    </Fieldset>
  );
}
