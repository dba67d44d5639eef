import { CompassIcon, objectUrl, useAppConfig, styled } from '@kompass/shared';
import { useState } from 'react';

const Img = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.small};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 40%;
    max-width: 48px;
    height: auto;
  }
`;

/**
 * An uploaded image (job, activity). Without one, or when it fails to load, the placeholder
 * takes its place with the same alternative text, so the layout never jumps.
 */
export function ProfileImage({ src, alt }: { src: string; alt: string }) {
  const config = useAppConfig();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Placeholder role="img" aria-label={alt}>
        <CompassIcon aria-hidden="true" />
      </Placeholder>
    );
  }
  return (
    <Img
      src={objectUrl(config, src)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
