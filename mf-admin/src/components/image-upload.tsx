import { Button, objectUrl, showAlert, useApi, useAppConfig } from '@kompass/shared';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { uploadFile } from '../api/upload-file';
import { adminTexts } from '../texts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.img`
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * Picks an image file and uploads it (image files only, spec §5); `onUploaded` gets the object
 * name. A failed upload says 'Die Datei konnte nicht hochgeladen werden.'
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      await showAlert({ message: adminTexts.uploadFailed });
      return;
    }
    setBusy(true);
    try {
      const { objectName } = await uploadFile(api, file);
      onUploaded(objectName);
    } catch {
      await showAlert({ message: adminTexts.uploadFailed });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Row>
      {value ? (
        <Preview src={objectUrl(config, value)} alt={adminTexts.imagePreview(label)} />
      ) : null}
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        // Reached through the button below; tabbing onto an invisible input would confuse.
        tabIndex={-1}
        accept="image/*"
        aria-label={label}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button $variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? adminTexts.uploading : value ? adminTexts.replaceImage : adminTexts.chooseImage}
      </Button>
    </Row>
  );
}
