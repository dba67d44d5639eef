import { styled } from '@kompass/shared';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { editTexts } from '../../../texts';

const Stage = styled.div`
  position: relative;
  width: 100%;
  height: 260px;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  background: #1f2d2b;
`;

const Zoom = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  font-weight: 600;
  input {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The square (shown as a circle, as avatars are) over the chosen picture: drag or use the arrow
 * keys to move it, the slider or a pinch to zoom. Loaded only when someone changes their avatar.
 */
export default function AvatarCropper({
  src,
  onAreaChange,
}: {
  src: string;
  onAreaChange: (area: Area) => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <>
      <Stage>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => onAreaChange(pixels)}
          mediaProps={{ alt: editTexts.cropImageAlt }}
          cropperProps={{ 'aria-label': editTexts.cropArea }}
        />
      </Stage>
      <Zoom>
        {editTexts.zoom}
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </Zoom>
    </>
  );
}
