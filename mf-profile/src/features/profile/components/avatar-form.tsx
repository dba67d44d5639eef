import { Button, LoadingState, Sheet, styled } from '@kompass/shared';
import { ImagePickerButton } from '@kompass/shared/image-picker';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUploadFile } from '../../../api/upload-file';
import { cropToSquare, type PixelArea } from '../../../lib/crop-image';
import { editTexts } from '../../../texts';
import { useSetAvatar } from '../api/set-avatar';
import { Problem } from './edit-sheet';
import { ProfileAvatar } from './profile-avatar';
import { Cluster } from '@kompass/shared/layout';

// The cropping library is fetched when someone picks a new avatar, not with the profile page.
const AvatarCropper = lazy(() => import('./avatar-cropper'));

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = Cluster;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A local address of the chosen file for the cropper, given back when it is no longer shown. */
function usePictureUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Choose a picture, cut a square out of it ('Übernehmen'), and it is uploaded and made the
 * avatar (`POST /avatars?url=`); the new avatar shows at once and the sheet closes. Only the
 * square leaves the device. Any failure says 'Die Datei konnte nicht hochgeladen werden.'
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
  const upload = useUploadFile();
  const setAvatar = useSetAvatar(userId);
  const [file, setFile] = useState<File | null>(null);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [cropping, setCropping] = useState(false);
  const [failed, setFailed] = useState(false);
  const picture = usePictureUrl(file);
  const busy = cropping || upload.isPending || setAvatar.isPending;

  const choose = (chosen: File) => {
    setFailed(false);
    setArea(null);
    if (!chosen.type.startsWith('image/')) {
      setFile(null);
      setFailed(true);
      return;
    }
    setFile(chosen);
  };

  const apply = async () => {
    if (!picture) return;
    setFailed(false);
    setCropping(true);
    try {
      const square = await cropToSquare(picture, area);
      const objectName = await upload.mutateAsync(
        new File([square], 'profilbild.jpg', { type: square.type || 'image/jpeg' }),
      );
      await setAvatar.mutateAsync(objectName);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setCropping(false);
    }
  };

  return (
    <Sheet title={editTexts.editAvatar} onClose={onClose}>
      <Body>
        {picture ? (
          <>
            <Hint>{editTexts.cropHint}</Hint>
            <Suspense fallback={<LoadingState />}>
              <AvatarCropper src={picture} onAreaChange={setArea} />
            </Suspense>
          </>
        ) : (
          <ProfileAvatar userId={userId} name={name} size={120} />
        )}
        <Actions>
          <ImagePickerButton
            label={editTexts.avatarLabel}
            disabled={busy}
            variant={picture ? 'secondary' : 'primary'}
            onFile={choose}
          >
            {picture ? editTexts.chooseOtherImage : editTexts.chooseImage}
          </ImagePickerButton>
          {picture && (
            <Button disabled={busy} onClick={() => void apply()}>
              {editTexts.applyCrop}
            </Button>
          )}
        </Actions>
        <div aria-live="polite">{busy && <Status role="status">{editTexts.uploading}</Status>}</div>
        {failed && <Problem role="alert">{editTexts.uploadFailed}</Problem>}
      </Body>
    </Sheet>
  );
}
