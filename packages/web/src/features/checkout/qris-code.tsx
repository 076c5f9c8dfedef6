import { useEffect, useState } from 'react';
import { useCheckoutTexts } from './use-checkout-texts';

/** The dark modules of a QR code as one SVG path (one unit per module), drawn by React: no markup from a string. */
interface QrDrawing {
  readonly size: number;
  readonly path: string;
  /** The same code as a PNG, for 'Simpan QR'. */
  readonly png: string;
}

const QUIET = 4;

/** Draws `payload` (loaded with the payment page only: the encoder is its own chunk). */
async function draw(payload: string): Promise<QrDrawing> {
  const QRCode = await import('qrcode');
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  let path = '';
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      if (qr.modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  const png = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: QUIET, scale: 8 });
  return { size: n + QUIET * 2, path, png };
}

/**
 * A QRIS payment code (issue 28): the gateway's payload drawn as a QR code any Indonesian bank or e-wallet app
 * scans, with 'Simpan QR' to keep it as an image (to scan from another phone or the gallery).
 */
export function QrisCode({ payload, fileName }: { payload: string; fileName: string }) {
  const { t } = useCheckoutTexts();
  const [drawing, setDrawing] = useState<{ payload: string; value: QrDrawing } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    draw(payload).then((value) => live && setDrawing({ payload, value }), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [payload]);
  const shown = drawing?.payload === payload ? drawing.value : null;
  if (failed) return <p role="alert" className="field__error">{t('payment.qrFailed')}</p>;
  return (
    <div className="ck-qris stack">
      {shown ? (
        <svg className="ck-qris__code" viewBox={`0 0 ${shown.size} ${shown.size}`} role="img" aria-label={t('payment.qrLabel')} data-testid="qris-code" shapeRendering="crispEdges">
          <rect width={shown.size} height={shown.size} fill="#fff" />
          <path d={shown.path} fill="#000" />
        </svg>
      ) : (
        <div className="ck-qris__code ck-qris__code--loading" aria-hidden="true" />
      )}
      <p className="ck-muted">{t('payment.qrisLead')}</p>
      {shown ? <a className="button button--secondary button--block" href={shown.png} download={fileName}>{t('payment.saveQr')}</a> : null}
    </div>
  );
}
