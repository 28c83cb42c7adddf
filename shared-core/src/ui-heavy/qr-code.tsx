import { lazy, Suspense } from 'react';
import { Skeleton } from '@panel/shared-core/ui';

// The QR encoder ships in a chunk of its own, fetched by the first screen that draws a code, so that the entry every
// working area loads does not carry it.
const LazyQrCode = lazy(() =>
  import(/* webpackChunkName: "qr-code" */ './qr-code-impl').then((m) => ({ default: m.QrCodeImageImpl })),
);

/** The side of the drawn code. */
export type QrCodeImageSize = 'sm' | 'md' | 'lg';

export interface QrCodeImageProps {
  /** What the code encodes (a link to open on a phone). */
  value: string;
  /** What the picture is, for screen readers ("QR code of the invitation link"). */
  label: string;
  size?: QrCodeImageSize;
}

// The code's side (Chakra's recipe sizes) plus the quiet zone around it, so the placeholder takes the same room.
const SIDE: Record<QrCodeImageSize, string> = { sm: '96px', md: '136px', lg: '176px' };

/**
 * A QR code of a value, to scan with a phone's camera; a picture with a label for screen readers.
 *
 * @example
 * <QrCodeImage value={invite.link} label={t('bots.qrLabel')} />
 */
export function QrCodeImage({ size = 'md', ...props }: QrCodeImageProps) {
  return (
    <Suspense fallback={<Skeleton boxSize={SIDE[size]} borderRadius="l2" aria-busy="true" />}>
      <LazyQrCode size={size} {...props} />
    </Suspense>
  );
}
