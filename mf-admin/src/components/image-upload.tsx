import { objectUrl, showAlert, useApi, useAppConfig, styled } from '@kompass/shared';
import { uploadImage } from '@kompass/shared/upload';
import { ImagePickerButton, pickerTexts } from '@kompass/shared/image-picker';
import { useState } from 'react';
import { adminTexts } from '../texts';
import { Row as LayoutRow } from '@kompass/shared/layout';

const Row = styled(LayoutRow).attrs({ $gap: 3 })``;

const Preview = styled.img`
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * Picks an image file and uploads it (image files only, docs/product.md#validation); `onUploaded`
 * gets the object name. A failed upload says 'Die Datei konnte nicht hochgeladen werden.'
 */
export function ImageUpload({
  label,
  value,
  onUploaded,
}: {
  label: string;
  value: string;
  onUploaded: (objectName: string) => void;
}) {
  const api = useApi();
  const config = useAppConfig();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      onUploaded(await uploadImage(api, file));
    } catch {
      await showAlert({ message: adminTexts.uploadFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      {value ? (
        <Preview src={objectUrl(config, value)} alt={adminTexts.imagePreview(label)} />
      ) : null}
      <ImagePickerButton label={label} disabled={busy} onFile={(file) => void upload(file)}>
        {busy
          ? adminTexts.uploading
          : value
            ? pickerTexts.chooseOtherImage
            : pickerTexts.chooseImage}
      </ImagePickerButton>
    </Row>
  );
}
