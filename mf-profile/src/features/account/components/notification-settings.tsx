import { showAlert, useApi, useMutation, useQueryClient } from '@kompass/shared';
import {
  enablePush,
  PushUnavailableError,
  pushSettingKey,
  pushTexts,
  type PushKindName,
} from '@kompass/shared/push';
import { useId } from 'react';
import { settingsQueryKey, useSettings } from '../../../api/settings';
import { ChoiceFieldset } from '../../../components/choice-fieldset';
import { accountTexts } from '../../../texts';

const kinds: PushKindName[] = ['chat_message', 'deadline'];

/**
 * One switch per kind of push notification. Switching one on asks the browser for permission
 * (after this tap, never before); switching it off keeps the subscription for the other kind.
 */
export function NotificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const legendId = useId();
  const settings = useSettings();
  const change = useMutation({
    mutationFn: async ({ kind, on }: { kind: PushKindName; on: boolean }) => {
      if (on) await enablePush(api, [kind]);
      else await api.post('settings', { json: { key: pushSettingKey[kind], value: 'false' } });
    },
    onError: (error) =>
      void showAlert({
        message: error instanceof PushUnavailableError ? error.message : pushTexts.failed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
  const isOn = (kind: PushKindName) =>
    settings.data?.some((row) => row.key === pushSettingKey[kind] && row.value === 'true') ?? false;

  return (
    <ChoiceFieldset $gap={2} aria-labelledby={legendId}>
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
    </ChoiceFieldset>
  );
}
