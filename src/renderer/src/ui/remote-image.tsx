/** A picture from the service's CDN (logo, flag) that leaves its box empty when it cannot load, e.g. offline. */
import { useState } from 'react';

export function RemoteImage({ src, size }: { src: string | null; size: { width: number; height: number } }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <img src={src} alt="" width={size.width} height={size.height} onError={() => setFailed(true)} />;
}
