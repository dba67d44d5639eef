import { Button, useApi, styled } from '@kompass/shared';
import { uploadImage } from '@kompass/shared/upload';
import { EntityImage } from '@kompass/shared/entity-image';
import { ImagePickerButton, pickerTexts } from '@kompass/shared/image-picker';
import { useState } from 'react';
import { editTexts } from '../../../texts';
import { Problem } from './edit-sheet';
import { Cluster, Stack } from '@kompass/shared/layout';

const Field = Stack;

const Label = styled.span`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.small};
`;

const Actions = Cluster;

const Preview = styled.div`
  max-width: 240px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type UploadState = 'idle' | 'uploading' | 'done' | 'failed';

export interface ImageUploadProps {
  label: string;
  /** The object name of the current image; '' for none. */
  value: string;
  onChange: (objectName: string) => void;
  /** Told when an upload starts and ends, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
  /** Shown for the current image. */
  previewAlt?: string;
}

/**
 * An image file input (images only: `accept` and a type check before sending), with a visible
 * progress state and the failure text of docs/product.md#validation for any failed upload (415,
 * 413, network).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onBusyChange,
  previewAlt,
}: ImageUploadProps) {
  const api = useApi();
  const [state, setState] = useState<UploadState>('idle');

  const choose = async (file: File) => {
    setState('uploading');
    onBusyChange?.(true);
    try {
      onChange(await uploadImage(api, file));
      setState('done');
    } catch {
      setState('failed');
    } finally {
      onBusyChange?.(false);
    }
  };

  return (
    <Field>
      <Label aria-hidden="true">{label}</Label>
      {value && (
        <Preview>
          <EntityImage shape="framed" src={value} alt={previewAlt ?? editTexts.imagePreview} />
        </Preview>
      )}
      <Actions>
        <ImagePickerButton
          label={label}
          disabled={state === 'uploading'}
          onFile={(file) => void choose(file)}
        >
          {value ? pickerTexts.chooseOtherImage : pickerTexts.chooseImage}
        </ImagePickerButton>
        {value && (
          <Button
            $variant="ghost"
            aria-label={`${editTexts.removeImage} (${label})`}
            onClick={() => {
              onChange('');
              setState('idle');
            }}
          >
            {editTexts.removeImage}
          </Button>
        )}
      </Actions>
      <div aria-live="polite">
        {state === 'uploading' && <Status role="status">{editTexts.uploading}</Status>}
        {state === 'done' && <Status>{editTexts.uploaded}</Status>}
      </div>
      {state === 'failed' && <Problem role="alert">{editTexts.uploadFailed}</Problem>}
    </Field>
  );
}
