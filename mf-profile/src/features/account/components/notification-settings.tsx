import {
  showAlert,
  styled,
  useApi,
  useMutation,
  useQuery,
  useQueryClient,
  type Setting,
} from '@kompass/shared';
import {
  enablePush,
  PushUnavailableError,
  pushSettingKey,
  pushTexts,
  type PushKindName,
} from '@kompass/shared/push';
import { useId } from 'react';
import { accountTexts } from '../../../texts';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
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
const kinds: PushKindName[] = ['chat_message', 'deadline'];

/**
 * One switch per kind of push notification. Switching one on asks the browser for permission
 * (after this tap, never before); switching it off keeps the subscription for the other kind.
 */
export function NotificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const legendId = useId();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get('settings', { signal }).json<Setting[]>(),
  });
  const change = useMutation({
    mutationFn: async ({ kind, on }: { kind: PushKindName; on: boolean }) => {
      if (on) await enablePush(api, [kind]);
      else await api.post('settings', { json: { key: pushSettingKey[kind], value: 'false' } });
    },
    onError: (error) =>
      void showAlert({
        message: error instanceof PushUnavailableError ? error.message : pushTexts.failed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  const isOn = (kind: PushKindName) =>
    settings.data?.some((row) => row.key === pushSettingKey[kind] && row.value === 'true') ?? false;

  return (
    <Fieldset aria-labelledby={legendId}>
      <legend id={legendId}>{accountTexts.notifications}</legend>
      {kinds.map((kind) => (
        <label key={kind}>
          <input
            type="checkbox"
            role="switch"
            checked={isOn(kind)}
            disabled={!settings.isSuccess || change.isPending}
            onChange={(event) => change.mutate({ kind, on: event.currentTarget.checked })}
          />
          {accountTexts.notificationKinds[kind]}
        </label>
      ))}
    </Fieldset>
  );
}
