import { QrCode } from '@chakra-ui/react';
import type { QrCodeImageProps, QrCodeImageSize } from './qr-code';

/** The code itself (loaded on first use by `QrCodeImage`). */
export function QrCodeImageImpl({ value, label, size }: QrCodeImageProps & { size: QrCodeImageSize }) {
  return (
    <QrCode.Root
      value={value}
      size={size}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      // A white quiet zone and black modules in both color modes: scanners read dark on light.
      bg="white"
      color="black"
      p="2"
      borderRadius="l2"
    >
      <QrCode.Frame aria-hidden="true">
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
