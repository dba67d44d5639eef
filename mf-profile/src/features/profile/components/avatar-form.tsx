import { Sheet } from '@kompass/shared';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useUploadFile } from '../../../api/upload-file';
import { editTexts } from '../../../texts';
import { useSetAvatar } from '../api/set-avatar';
import { Problem } from './edit-sheet';
import { ProfileAvatar } from './profile-avatar';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Choosing an image uploads it and makes it the avatar (`POST /avatars?url=`); the new avatar
 * shows at once and the sheet closes. Any failure says 'Die Datei konnte nicht hochgeladen werden.'
 */
export function AvatarForm({
  userId,
  name,
  onClose,
}: {
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const id = useId();
  const upload = useUploadFile();
  const setAvatar = useSetAvatar(userId);
  const [failed, setFailed] = useState(false);
  const busy = upload.isPending || setAvatar.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailed(false);
    try {
      const objectName = await upload.mutateAsync(file);
      await setAvatar.mutateAsync(objectName);
      onClose();
    } catch {
      setFailed(true);
      input.value = '';
    }
  };

  return (
    <Sheet title={editTexts.editAvatar} onClose={onClose}>
      <Body>
        <ProfileAvatar userId={userId} name={name} size={120} />
        <Label htmlFor={id}>{editTexts.avatarLabel}</Label>
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        <div aria-live="polite">{busy && <Status role="status">{editTexts.uploading}</Status>}</div>
        {failed && <Problem role="alert">{editTexts.uploadFailed}</Problem>}
      </Body>
    </Sheet>
  );
}
