import { useMemo } from 'react';
import { qrShape } from '../../react/components/CheckoutWidget/qr';
import * as styles from './styles';
import { useLinksT } from './useLinksT';

/** A link's QR code, drawn with the checkout widget's encoder (lean-qr), so the dashboard adds no QR library. */
export function LinkQr({ url, id }: { url: string; id?: string }) {
  const { t } = useLinksT('LinkQr');
  const shape = useMemo(() => qrShape(url), [url]);
  return (
    <figure id={id} className={styles.qr()} data-part="qr" data-qr-text={url}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${shape.size} ${shape.size}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={t('links.qr.label', { url })}
      >
        <rect width={shape.size} height={shape.size} fill="#ffffff" />
        <path stroke="#000000" d={shape.path} />
      </svg>
    </figure>
  );
}
