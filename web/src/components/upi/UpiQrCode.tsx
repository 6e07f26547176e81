import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * A QR code of a UPI link, for paying from a desktop with a phone's UPI app (upi:// opens nothing
 * on a desktop). The generator is imported here, on first use, so it never loads with the page.
 */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const t = useT();
  const [qr, setQr] = useState<{ link: string; size: number; path: string } | { link: string; failed: true } | null>(
    null,
  );

  useEffect(() => {
    let active = true;
    import('qrcode-generator').then(
      ({ default: qrcode }) => {
        const code = qrcode(0, 'M');
        code.addData(link);
        code.make();
        const size = code.getModuleCount();
        let path = '';
        for (let row = 0; row < size; row += 1) {
          for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
        }
        if (active) setQr({ link, size, path });
      },
      () => {
        if (active) setQr({ link, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [link]);

  if (!qr || qr.link !== link) {
    return (
      <p className="upi-qr-placeholder" role="status">
        {t('upi.preparingQr')}
      </p>
    );
  }
  if ('failed' in qr) return <p className="upi-qr-placeholder">{t('upi.qrFailed')}</p>;
  return (
    <svg
      className="upi-qr"
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${qr.size + 4} ${qr.size + 4}`}
      shapeRendering="crispEdges"
      data-upi-link={link}
    >
      <rect x={-2} y={-2} width={qr.size + 4} height={qr.size + 4} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
