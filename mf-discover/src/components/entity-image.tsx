import { CompassIcon, objectUrl, useAppConfig, styled } from '@kompass/shared';
import { useState } from 'react';

export type ImageShape = 'wide' | 'square' | 'round';

const frame = {
  wide: { ratio: '16 / 9', radius: '0' },
  square: { ratio: '1 / 1', radius: '14px' },
  round: { ratio: '1 / 1', radius: '50%' },
} as const;

const Img = styled.img<{ $shape: ImageShape }>`
  width: 100%;
  aspect-ratio: ${({ $shape }) => frame[$shape].ratio};
  border-radius: ${({ $shape }) => frame[$shape].radius};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Placeholder = styled.div<{ $shape: ImageShape }>`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: ${({ $shape }) => frame[$shape].ratio};
  border-radius: ${({ $shape }) => frame[$shape].radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 40%;
    max-width: 48px;
    height: auto;
  }
`;

export interface EntityImageProps {
  /** An object name or URL as the API gives it; empty when there is none. */
  src: string;
  /** Empty where the image is decoration, e.g. inside a card that names the item in text. */
  alt: string;
  shape?: ImageShape;
}

/**
 * An image of a job, company or course. Without one, or when it fails to load, a placeholder
 * with the same alternative text takes its place, so the layout never jumps.
 */
export function EntityImage({ src, alt, shape = 'wide' }: EntityImageProps) {
  const config = useAppConfig();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Placeholder
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        $shape={shape}
      >
        <CompassIcon />
      </Placeholder>
    );
  }
  return (
    <Img
      src={objectUrl(config, src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      $shape={shape}
      onError={() => setFailedSrc(src)}
    />
  );
}
